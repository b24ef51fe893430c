import { Link } from 'react-router-dom';
import { ShieldAlert } from 'lucide-react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Button } from '../ui/button';

/** SPEC.md section 8, "Authentication": the exact Access Denied text. */
export const ACCESS_DENIED_MESSAGE = "You don't have permission to view this page.";

/** Shown in place of a page the signed-in visitor may not see (the analytics dashboard). */
export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <section
      aria-labelledby="access-denied-title"
      className="mx-auto flex max-w-md flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex items-center gap-3">
        <ShieldAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
        <h1 id="access-denied-title" className="text-2xl font-semibold">
          Access Denied
        </h1>
      </div>
      <p className="text-muted-foreground">{ACCESS_DENIED_MESSAGE}</p>
      <Button variant="outline" asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
