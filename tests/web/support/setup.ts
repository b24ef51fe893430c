import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetErrorReports } from '../../../src/web/lib/error-reporter';

// jsdom does not lay out pages; React Router's ScrollRestoration calls scrollTo on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  // Each error is reported once per page load: every test is a new page.
  resetErrorReports();
});
