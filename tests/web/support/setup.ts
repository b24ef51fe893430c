import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetErrorReports } from '../../../src/web/lib/error-reporter';

// The suite runs these pages beside the server tests (the crisis detector's, above all), on two
// cores: a dialog that opens in 50 ms alone has taken over a second there. findBy and waitFor wait
// up to 5 s instead of 1 s; a page that never shows what is asked for still fails.
configure({ asyncUtilTimeout: 5_000 });

// jsdom does not lay out pages; React Router's ScrollRestoration calls scrollTo on navigation.
window.scrollTo = () => {};

// jsdom has no sendBeacon: give pages one that queues and sends nowhere, as a browser offline would
// (src/web/lib/analytics.test.ts checks what is sent).
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: () => true, configurable: true });
});

afterEach(() => {
  cleanup();
  // Each error is reported once per page load: every test is a new page.
  resetErrorReports();
});
