import { LoaderCircle } from 'lucide-react';

/** Shown in the main area while a page's code is still loading. */
export function PageLoading() {
  return (
    <div role="status" className="flex items-center gap-3 py-16 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
