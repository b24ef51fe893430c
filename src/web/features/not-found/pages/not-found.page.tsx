import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** Every path the router does not know (SPEC.md section 2, exact texts). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex max-w-md flex-col items-start gap-4 rounded-xl border bg-card p-6 text-card-foreground shadow-sm"
    >
      <div className="flex items-center gap-3">
        <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
        <h1 id="not-found-title" className="text-2xl font-semibold">
          404 Page Not Found
        </h1>
      </div>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button variant="outline" asChild>
        <Link to="/">Return to Home</Link>
      </Button>
    </section>
  );
}
