import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetErrorReports } from '../../../src/web/lib/error-reporter';

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
