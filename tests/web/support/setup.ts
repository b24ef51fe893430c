import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom does not lay out pages; React Router's ScrollRestoration calls scrollTo on navigation.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
});
