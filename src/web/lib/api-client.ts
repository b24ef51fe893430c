/**
 * The one HTTP helper of the web client (SPEC.md section 7, errors per section 8).
 *
 * - `credentials: 'include'` so the session cookie goes along; JSON Content-Type and Accept on
 *   every call; the body is JSON-encoded and sent only when the method is not GET.
 * - OK answers are parsed as JSON. An answer with an HTML content type counts as success and
 *   yields only `{ success: true }`. An empty OK answer (e.g. 204) yields `null`.
 * - Non-OK answers become an {@link ApiError} with the exact section 8 messages, are logged with
 *   console.error and rethrown.
 * - Reads (GET) are retried once: only on a network failure or a 5xx answer, which may pass.
 *   A 4xx answer is the server's decision (not signed in, not found, invalid input) and would come
 *   back the same, so it is not retried. Writes are never retried: they may not be idempotent.
 *   This retry is the data layer's "retry 1" (SPEC.md section 9); the query client does not retry
 *   again, so a read is tried at most twice whether it runs through TanStack Query or not.
 */

import { reportError } from './error-reporter';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** JSON-encoded; ignored for GET. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one); an aborted request is not retried. */
  signal?: AbortSignal;
}

/** How many times a failed read (GET) is tried again. */
export const READ_RETRIES = 1;
/** Pause before retrying a read, so a briefly overloaded server gets a moment. */
export const READ_RETRY_DELAY_MS = 300;

/** What an OK answer with an HTML content type yields (SPEC.md section 7). */
export interface HtmlSuccess {
  success: true;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the failed answer. */
  readonly status: number;
  readonly statusText: string;
  /** The parsed JSON body of a failed answer, when it had one (section 8, case 2). */
  readonly responseData: unknown;

  constructor(
    message: string,
    init: { status: number; statusText?: string; responseData?: unknown },
  ) {
    super(message);
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.responseData = init.responseData;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export async function apiRequest<T = unknown>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...options.headers,
    },
  };
  if (method !== 'GET' && options.body !== undefined) {
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) {
    init.signal = options.signal;
  }

  const attempts = method === 'GET' ? 1 + READ_RETRIES : 1;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(path, init);
      if (!response.ok) {
        throw await errorFromResponse(response);
      }
      return (await readSuccess(response)) as T;
    } catch (error) {
      if (attempt < attempts && isTransient(error) && !options.signal?.aborted) {
        await delay(READ_RETRY_DELAY_MS);
        continue;
      }
      if (!isAbort(error)) {
        console.error(`API request failed: ${method} ${path}`, error);
        // The server's own failures and lost connections are worth an operator's look; a 4xx is
        // an answer the person sees (wrong password, limit reached), not a fault.
        const status = isApiError(error) ? error.status : 0;
        if (status === 0 || status >= 500)
          reportError(
            'api_error',
            `${method} ${path.split('?')[0]} failed: ${status || 'no answer'}`,
          );
      }
      throw error;
    }
  }
}

function contentType(response: Response): string {
  return response.headers.get('Content-Type')?.toLowerCase() ?? '';
}

function isHtml(response: Response): boolean {
  return contentType(response).includes('text/html');
}

function isJson(response: Response): boolean {
  const type = contentType(response);
  return type.includes('application/json') || type.includes('+json');
}

async function readSuccess(response: Response): Promise<unknown> {
  if (isHtml(response)) {
    return { success: true } satisfies HtmlSuccess;
  }
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as unknown);
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const { status, statusText } = response;
  const fallback = `API Error: ${status} ${statusText}`.trim();

  if (isHtml(response)) {
    const title = pageTitle(await response.text().catch(() => ''));
    return new ApiError(`Server Error: ${title ?? 'An error occurred'} (${status})`, {
      status,
      statusText,
    });
  }

  if (isJson(response)) {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch {
      return new ApiError(fallback, { status, statusText });
    }
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? body.message : undefined;
    return new ApiError(typeof message === 'string' && message !== '' ? message : fallback, {
      status,
      statusText,
      responseData: body,
    });
  }

  return new ApiError(fallback, { status, statusText });
}

function pageTitle(html: string): string | undefined {
  const title = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim();
  return title === '' ? undefined : title;
}

/** A network failure (fetch rejected) or a 5xx answer: worth one more try for a read. */
function isTransient(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
