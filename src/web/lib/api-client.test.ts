import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ApiError, apiRequest, READ_RETRY_DELAY_MS } from './api-client';

type FetchMock = Mock<typeof fetch>;

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });
}

function html(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'text/html' } });
}

function text(body: string, init: ResponseInit = {}): Response {
  return new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'text/plain' } });
}

let fetchMock: FetchMock;
let consoleError: Mock<typeof console.error>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Calls to the API itself (error reports to /api/errors aside). */
function apiCalls(): number {
  return fetchMock.mock.calls.filter(([input]) => String(input) !== '/api/errors').length;
}

function reports(): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === '/api/errors')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

/** Runs a request to its end, letting the retry pause pass on fake timers. */
async function settle<T>(request: Promise<T>): Promise<PromiseSettledResult<T>> {
  const settled = Promise.allSettled([request]);
  await vi.runAllTimersAsync();
  const [result] = await settled;
  return result!;
}

async function rejection(request: Promise<unknown>): Promise<ApiError> {
  const result = await settle(request);
  if (result.status !== 'rejected') throw new Error('expected the request to fail');
  return result.reason as ApiError;
}

describe('apiRequest: the request it sends', () => {
  it('defaults to GET, includes credentials and sends JSON Content-Type and Accept', async () => {
    fetchMock.mockResolvedValueOnce(json({ authenticated: false }));

    await expect(apiRequest('/api/auth/check')).resolves.toEqual({ authenticated: false });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/check');
    const init = lastInit();
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
  });

  it('never sends a body with GET, even when one is given', async () => {
    fetchMock.mockResolvedValueOnce(json({ ok: true }));

    await apiRequest('/api/analytics/summary?timeframe=7d', { body: { ignored: true } });

    expect(lastInit().body).toBeUndefined();
  });

  it('JSON-encodes the body of other methods and keeps the JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true, message: 'Welcome back' }));

    const result = await apiRequest('/api/auth/login', {
      method: 'POST',
      body: { usernameOrEmail: 'ada', password: 'secret' },
    });

    expect(result).toEqual({ success: true, message: 'Welcome back' });
    const init = lastInit();
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ usernameOrEmail: 'ada', password: 'secret' }));
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends a POST without a body when none is given', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: true }));

    await apiRequest('/api/subscription/cancel', { method: 'POST' });

    expect(lastInit().body).toBeUndefined();
  });

  it('adds caller headers to the JSON ones', async () => {
    fetchMock.mockResolvedValueOnce(json({}));

    await apiRequest('/api/admin/users', { headers: { 'X-Request-Id': 'abc' } });

    expect(lastInit().headers).toEqual({
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-Request-Id': 'abc',
    });
  });
});

describe('apiRequest: successful answers', () => {
  it('treats an OK answer with an HTML content type as success and yields only { success: true }', async () => {
    fetchMock.mockResolvedValueOnce(html('<!doctype html><title>Lantern Tales</title>'));

    await expect(apiRequest('/api/journeys/email', { method: 'POST', body: {} })).resolves.toEqual({
      success: true,
    });
  });

  it('yields null for an empty OK answer such as 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));

    await expect(apiRequest('/api/analytics/track', { method: 'POST', body: {} })).resolves.toBe(
      null,
    );
  });
});

describe('apiRequest: the error catalogue (SPEC.md section 8)', () => {
  it('1. HTML error page: "Server Error: {title} ({status})"', async () => {
    fetchMock.mockResolvedValueOnce(
      html('<html><head><title> Bad Gateway </title></head><body>nginx</body></html>', {
        status: 502,
        statusText: 'Bad Gateway',
      }),
    );

    const error = await rejection(apiRequest('/api/story', { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Server Error: Bad Gateway (502)');
    expect(error.status).toBe(502);
    expect(error.responseData).toBeUndefined();
  });

  it('1. HTML error page without a title: "Server Error: An error occurred ({status})"', async () => {
    fetchMock.mockResolvedValueOnce(html('<p>oops</p>', { status: 500 }));

    const error = await rejection(apiRequest('/api/story', { method: 'POST', body: {} }));

    expect(error.message).toBe('Server Error: An error occurred (500)');
  });

  it('2. JSON error body: its message, with the whole body as responseData', async () => {
    const body = { success: false, message: 'Username is already taken', field: 'username' };
    fetchMock.mockResolvedValueOnce(json(body, { status: 409, statusText: 'Conflict' }));

    const error = await rejection(apiRequest('/api/auth/signup', { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Username is already taken');
    expect(error.status).toBe(409);
    expect(error.responseData).toEqual(body);
  });

  it('2. JSON error body without a message: "API Error: {status} {statusText}", body kept', async () => {
    const body = { success: false, errors: ['planType'] };
    fetchMock.mockResolvedValueOnce(json(body, { status: 400, statusText: 'Bad Request' }));

    const error = await rejection(
      apiRequest('/api/subscription/create', { method: 'POST', body: {} }),
    );

    expect(error.message).toBe('API Error: 400 Bad Request');
    expect(error.responseData).toEqual(body);
  });

  it('3. any other body: "API Error: {status} {statusText}"', async () => {
    fetchMock.mockResolvedValueOnce(text('nope', { status: 418, statusText: "I'm a teapot" }));

    const error = await rejection(apiRequest('/api/tts', { method: 'POST', body: {} }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe("API Error: 418 I'm a teapot");
    expect(error.responseData).toBeUndefined();
  });

  it('logs every failure with console.error and rethrows it', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Not allowed' }, { status: 403 }));

    const error = await rejection(apiRequest('/api/admin/users'));

    expect(error.message).toBe('Not allowed');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]).toContain(error);
  });
});

describe('apiRequest: one retry for reads', () => {
  it('retries a GET once after a 5xx and returns the second answer', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'busy' }, { status: 503 }))
      .mockResolvedValueOnce(json({ hasActiveSubscription: true }));

    const result = await settle(apiRequest('/api/subscription/status'));

    expect(result).toEqual({ status: 'fulfilled', value: { hasActiveSubscription: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('retries a GET once after a network failure', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ authenticated: true }));

    const result = await settle(apiRequest('/api/auth/check'));

    expect(result).toEqual({ status: 'fulfilled', value: { authenticated: true } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('waits before the retry', async () => {
    fetchMock
      .mockResolvedValueOnce(json({}, { status: 500 }))
      .mockResolvedValueOnce(json({ ok: true }));

    const request = apiRequest('/api/admin/errors/stats');
    await vi.advanceTimersByTimeAsync(READ_RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(request).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry and rethrows the second failure', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ message: 'first' }, { status: 500 }))
      .mockResolvedValueOnce(json({ message: 'second' }, { status: 500 }));

    const error = await rejection(apiRequest('/api/admin/users'));

    expect(error.message).toBe('second');
    expect(apiCalls()).toBe(2);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not retry a GET answered with a 4xx', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Not authenticated' }, { status: 401 }));

    const error = await rejection(apiRequest('/api/subscription/status'));

    expect(error.status).toBe(401);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never retries a POST, neither after a 5xx nor after a network failure', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'down' }, { status: 503 }));
    const serverError = await rejection(apiRequest('/api/story', { method: 'POST', body: {} }));
    expect(serverError.message).toBe('down');
    expect(apiCalls()).toBe(1);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const networkError = await rejection(apiRequest('/api/story', { method: 'POST', body: {} }));
    expect(networkError).toBeInstanceOf(TypeError);
    expect(apiCalls()).toBe(2);
  });

  it('reports the server’s failures and lost connections, once each, never a 4xx or the body', async () => {
    fetchMock.mockResolvedValue(json({ message: 'down' }, { status: 503 }));
    for (let n = 0; n < 3; n++)
      await rejection(
        apiRequest('/api/story?x=1', { method: 'POST', body: { mood: 'private words' } }),
      );
    fetchMock.mockResolvedValue(json({ message: 'Incorrect password' }, { status: 401 }));
    await rejection(apiRequest('/api/auth/login', { method: 'POST', body: {} }));
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await rejection(apiRequest('/api/mood', { method: 'POST', body: {} }));

    expect(reports()).toEqual([
      expect.objectContaining({ errorType: 'api_error', message: 'POST /api/story failed: 503' }),
      expect.objectContaining({
        errorType: 'api_error',
        message: 'POST /api/mood failed: no answer',
      }),
    ]);
    expect(JSON.stringify(reports())).not.toContain('private words');
  });

  it('does not retry or log a GET that was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));

    const result = await settle(apiRequest('/api/admin/users', { signal: controller.signal }));

    expect(result.status).toBe('rejected');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(lastInit().signal).toBe(controller.signal);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
