import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter, routerReady } from './app';
import { installErrorReporting } from './lib/error-reporter';
import { cleanupStoredJourneyOnLoad } from './lib/journey-presence';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain <div id="root">');
}

installErrorReporting();

// SPEC.md section 4: a stored journey that is not active (or is incomplete) is cleared on load.
cleanupStoredJourneyOnLoad();

// Not a top-level await: that would make every lazy chunk that shares code with this entry
// wait on it, and splits the shared code into many small files.
const router = createAppRouter();
void routerReady(router).then(() => {
  const root = createRoot(container);
  // A transition renders in slices, so the first render does not block input on slow phones.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
