import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { reportError } from '../../lib/error-reporter';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { Button } from '../ui/button';

/**
 * Shown when a page fails to render or its code fails to load (often: a new version was deployed
 * while this tab was open, so reloading fixes it).
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const failed = !isRouteErrorResponse(error);
  useEffect(() => {
    if (failed) {
      console.error('Route error', error);
      reportError('react_error', error);
    }
  }, [failed, error]);
  return (
    <section className="flex flex-col items-start gap-4 py-8" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="text-3xl font-semibold">
        Something went wrong
      </h1>
      <p className="max-w-prose text-lg text-muted-foreground">
        This page could not be shown. Reloading usually helps; your journey is kept in this browser.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button variant="outline" asChild>
          <Link to="/">Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
