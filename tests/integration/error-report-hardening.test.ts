// Issue 34, error reports: many reports of one error at once all land (one group, every repeat
// counted), and text the database cannot hold (a NUL, a lone surrogate) is never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInAdmin } from '../support/signed-in-admin';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

type ErrorRow = {
  id: string;
  message: string;
  url: string | null;
  stack: string | null;
  count: number;
};

describe.each(availableDatabaseKinds())('error reports on %s', (kind) => {
  let server: TestServer;
  let admin: HttpClient;
  const list = async (query: string) =>
    (await admin.get<{ errors: ErrorRow[] }>(`/api/admin/errors${query}`)).body.errors;

  beforeAll(async () => {
    server = await startTestServer({ kind, env: { ERROR_REPORTS_PER_HOUR_PER_IP: '5000' } });
    admin = await signedInAdmin(server, 'Tallier');
  });
  afterAll(() => server?.close());

  it('takes 600 reports of one error, 8 at a time, every one of them, counted in one group', async () => {
    const reporter = new HttpClient(server.url);
    const report = {
      errorType: 'unhandled_promise_rejection',
      message: 'ChunkLoadError: Loading chunk 7 failed',
      stack:
        'ChunkLoadError: Loading chunk 7 failed\n    at load (http://127.0.0.1/assets/app.js:1:2)',
    };
    const statuses = new Map<number, number>();
    for (let sent = 0; sent < 600; sent += 8) {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => reporter.post('/api/errors', report)),
      );
      for (const answer of answers)
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 201: 600 });
    await expect
      .poll(async () => (await list('?errorType=unhandled_promise_rejection'))[0]?.count, {
        timeout: 15_000,
      })
      .toBe(600);
    expect(await list('?errorType=unhandled_promise_rejection')).toHaveLength(1);
  }, 120_000);

  it('never answers 500 to a NUL or a lone surrogate: it stores the report cleaned', async () => {
    const reporter = new HttpClient(server.url);
    const odd = [
      { errorType: 'javascript_error', message: 'TypeError: bad \u0000 byte' },
      { errorType: 'javascript_error', message: 'TypeError: half \ud83d pair' },
      { errorType: 'javascript_error', message: 'TypeError: low \udc00 half', url: '/a\u0000b' },
      {
        errorType: 'react_error',
        message: 'Render failed',
        url: 'http://127.0.0.1/journey\ud800',
        stack:
          'Error\n    at f\u0000 (http://127.0.0.1/assets/app.js:1:2)\n    at g\udfff (x.js:3:4)',
      },
    ];
    for (const body of odd) {
      const answer = await reporter.post('/api/errors', body);
      expect(answer.status, JSON.stringify(body)).toBe(201); // stored cleaned
    }
    // A report does not wait for the read models: poll until all four are in.
    const rows = async () => [
      ...(await list('?errorType=javascript_error')),
      ...(await list('?errorType=react_error')),
    ];
    await expect.poll(async () => (await rows()).length, { timeout: 15_000 }).toBe(4);
    const stored = JSON.stringify(await rows());
    expect(stored).not.toMatch(/\\u0000/);
    expect(stored).not.toMatch(/\\ud[89ab][0-9a-f]{2}(?!\\ud[c-f])/i);
    expect((await rows()).map((row) => row.message)).toEqual(
      expect.arrayContaining([
        'TypeError: bad byte',
        'TypeError: half \ufffd pair',
        'Render failed',
      ]),
    );
  });
});
