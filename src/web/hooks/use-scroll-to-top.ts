import { useEffect } from 'react';

/** Starts the page at the top whenever it is navigated to (also on back and forward). */
export function useScrollToTop(): void {
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, []);
}
