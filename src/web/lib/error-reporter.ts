// Error reporting (SPEC.md sections 3 and 7): the app tells the server what went wrong in this
// browser (window errors, unhandled rejections, a page that failed to render, failed API calls,
// unexpected auth and payment failures). A report carries the failure's type, message, the page's
// path (never its query) and the stack; the server scrubs it again before anything is stored. It
// never carries what the person wrote. Reporting must never itself fail or flood: each distinct
// error is sent once per page load, at most 20 in all, and a failed report is dropped.
import type { ErrorType } from '../../domain/errors/error-report';

export type { ErrorType };

export const ERROR_REPORT_PATH = '/api/errors';
const MAX_REPORTS_PER_PAGE = 20;

const sent = new Set<string>();

function describe(error: unknown): { message: string; stack: string | null } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, stack: error.stack ?? null };
  if (typeof error === 'string') return { message: error, stack: null };
  return { message: 'Unknown error', stack: null };
}

export function reportError(errorType: ErrorType, error: unknown): void {
  try {
    const { message, stack } = describe(error);
    const key = `${errorType}|${message}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    void fetch(ERROR_REPORT_PATH, {
      method: 'POST',
      credentials: 'include',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        errorType,
        message: message.slice(0, 5000),
        url: `${window.location.origin}${window.location.pathname}`,
        stack: stack?.slice(0, 20_000) ?? null,
      }),
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort: it must never break the page.
  }
}

/** Window errors and unhandled promise rejections, once, at start-up. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) =>
    reportError('javascript_error', event.error ?? event.message),
  );
  window.addEventListener('unhandledrejection', (event) =>
    reportError('unhandled_promise_rejection', event.reason),
  );
}

/** For tests: forget what this page has sent. */
export function resetErrorReports(): void {
  sent.clear();
}
