// The OpenAI client the story AI uses, and how its failures become StorytellerErrors.
//
// One retry layer: the SDK's (maxRetries, with its backoff and Retry-After handling); nothing
// here retries. A 429 whose body says `insufficient_quota` is not a rate limit but an empty
// account: retrying cannot help, so the fetch below marks it `x-should-retry: false`, which the
// SDK obeys, and the call fails at once. The SDK's own log is off: at debug level it would print
// request bodies, i.e. the person's words.
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
} from 'openai';
import { StorytellerError } from '../../../app/story/storyteller.port';

export interface OpenAiClientOptions {
  apiKey: string;
  /** Default https://api.openai.com/v1 (the SDK's); any OpenAI-compatible server otherwise. */
  baseURL?: string;
  /** Per attempt, until the response starts (the SDK also bounds reading a JSON body). */
  timeoutMs: number;
  /** The SDK's retries on connection errors, timeouts, 408/409/429 and 5xx. */
  maxRetries: number;
}

export function createOpenAiClient(options: OpenAiClientOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL ?? null,
    timeout: options.timeoutMs,
    maxRetries: options.maxRetries,
    fetch: quotaAwareFetch,
    logLevel: 'off',
  });
}

/** `fetch` that turns "429 insufficient_quota" into a response the SDK will not retry. */
async function quotaAwareFetch(input: string | URL | Request, init?: RequestInit) {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  const body = await response.text();
  if (!isQuotaExhausted(body)) return new Response(body, response);
  const headers = new Headers(response.headers);
  headers.set('x-should-retry', 'false');
  return new Response(body, { status: 429, statusText: response.statusText, headers });
}

function isQuotaExhausted(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: unknown; type?: unknown } };
    return (
      parsed.error?.code === 'insufficient_quota' || parsed.error?.type === 'insufficient_quota'
    );
  } catch {
    return false;
  }
}

/** An API code safe to put in a message: a short identifier, never free text. */
function codeOf(error: APIError): string | undefined {
  const code = error.code;
  return typeof code === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : undefined;
}

/**
 * Maps any failure of an OpenAI call to a StorytellerError whose message names the failure
 * (operation, status, API code), never the request or the model's words. No `cause` is kept:
 * SDK errors carry the API's response body, which may echo content.
 */
export function toStorytellerError(error: unknown, operation: string): StorytellerError {
  if (error instanceof StorytellerError) return error;
  const what = `OpenAI ${operation}`;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError)
    return new StorytellerError('timeout', `${what} timed out`);
  if (error instanceof APIConnectionError)
    return new StorytellerError('unavailable', `${what} failed: no connection`);
  if (error instanceof APIError) {
    const code = codeOf(error);
    const detail = `${error.status ?? 'in-stream error'}${code ? ` ${code}` : ''}`;
    if (error.status === 429 && code === 'insufficient_quota')
      return new StorytellerError('unavailable', `${what} failed: quota exhausted (${detail})`);
    if (error.status === 429)
      return new StorytellerError('rate_limited', `${what} rate limited (${detail})`);
    if (error.status === 408)
      return new StorytellerError('timeout', `${what} timed out (${detail})`);
    return new StorytellerError('unavailable', `${what} failed (${detail})`);
  }
  if (error instanceof SyntaxError)
    return new StorytellerError('invalid_output', `${what}: malformed response`);
  return new StorytellerError('unavailable', `${what} failed`);
}
