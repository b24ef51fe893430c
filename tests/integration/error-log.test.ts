// Error reporting end to end (SPEC.md sections 3 and 7): browsers report to POST /api/errors
// (anonymous allowed, the six types only, sizes capped, an hourly budget per IP); the server
// records its own 500s and refused Stripe webhooks; reports are scrubbed before anything is
// stored; repeats are grouped with a count; admins read stats, filter and Mark Resolved.
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInAdmin } from '../support/signed-in-admin';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

type ErrorRow = {
  id: string;
  errorType: string;
  message: string;
  url: string | null;
  userId: number | null;
  stack: string | null;
  resolved: boolean;
  count: number;
  source: string;
};

const MOOD = 'I cannot stop crying since the funeral and I feel empty inside';

describe('the error log', () => {
  let server: TestServer;
  let admin: HttpClient;
  const list = async (query = '') =>
    (await admin.get<{ errors: ErrorRow[] }>(`/api/admin/errors${query}`)).body.errors;
  const stats = async () =>
    (
      await admin.get<{ stats: { total: number; resolved: number; unresolved: number } }>(
        '/api/admin/errors/stats',
      )
    ).body.stats;

  beforeAll(async () => {
    const broken = new Router();
    broken.get('/api/test/broken', () => {
      throw new Error(`database said no for wren@example.com with key sk_live_51Hxyzabc`);
    });
    server = await startTestServer({
      routers: [broken],
      env: { ERROR_REPORTS_PER_HOUR_PER_IP: '40' },
    });
    admin = await signedInAdmin(server, 'Keeper');
  });
  afterAll(() => server?.close());

  it('takes an anonymous report and a signed-in one; refuses unknown types and oversize fields', async () => {
    const anonymous = new HttpClient(server.url);
    const taken = await anonymous.post('/api/errors', {
      errorType: 'javascript_error',
      message: 'TypeError: x is undefined',
      url: 'http://127.0.0.1/journey',
      stack: 'TypeError: x is undefined\n    at render (http://127.0.0.1/assets/app.js:1:2)',
    });
    expect(taken.status).toBe(201);
    expect(taken.body).toEqual({ success: true, message: 'Error reported.' });

    const member = await signedInTab(server.url, 'Reporter');
    expect(
      (
        await member.post('/api/errors', {
          errorType: 'react_error',
          message: 'Boundary caught: Minified React error #31',
        })
      ).status,
    ).toBe(201);

    const unknown = await anonymous.post('/api/errors', {
      errorType: 'database_error',
      message: 'x',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('errorType must be one of: javascript_error, api_error');
    const tooLong = await anonymous.post('/api/errors', {
      errorType: 'api_error',
      message: 'x'.repeat(5001),
    });
    expect(tooLong.status).toBe(400);
    expect((await anonymous.post('/api/errors', { errorType: 'api_error' })).status).toBe(400);

    const rows = await list();
    const react = rows.find((row) => row.errorType === 'react_error');
    expect(react?.userId).toBe(
      (await member.get<{ user: { id: number } }>('/api/auth/check')).body.user.id,
    );
    expect(rows.find((row) => row.errorType === 'javascript_error')?.userId).toBeNull();
  });

  it('scrubs a report full of journey content, tokens and secrets before it is stored', async () => {
    const anonymous = new HttpClient(server.url);
    const response = await anonymous.post('/api/errors', {
      errorType: 'api_error',
      message: `POST /api/story failed: {"mood":"${MOOD}"} token=8f14e45fceea167a5a36dedd4bea2543 password=hunter2hunter2 "${MOOD}" Bearer sk_test_abc123`,
      url: `http://127.0.0.1/reset-password/8f14e45fceea167a5a36dedd4bea2543?email=wren%40example.com`,
      stack: `Error: ${MOOD}\n    at send (http://127.0.0.1/assets/app.js?session=abcdef:3:4)`,
    });
    expect(response.status).toBe(201);
    const everything = JSON.stringify(await list());
    const events = JSON.stringify(
      await server.db.knex('events').where('type', 'ErrorReported').select('data'),
    );
    const table = JSON.stringify(await server.db.knex('error_log').select('*'));
    for (const stored of [everything, events, table])
      for (const leak of [
        'crying',
        'funeral',
        'empty inside',
        'hunter2',
        'sk_test_abc123',
        '8f14e45fceea167a5a36dedd4bea2543',
        'wren',
        'session=abcdef',
      ])
        expect(stored, leak).not.toContain(leak);
    expect(everything).toContain('POST /api/story failed');
  });

  it('groups repeats with a count, filters, resolves, and a repeat opens a resolved error again', async () => {
    const anonymous = new HttpClient(server.url);
    for (const ms of [120, 340, 980])
      await anonymous.post('/api/errors', {
        errorType: 'payment_error',
        message: `Checkout failed after ${ms} ms`,
      });
    const payment = await list('?errorType=payment_error&limit=25');
    expect(payment).toHaveLength(1);
    expect(payment[0]).toMatchObject({ count: 3, resolved: false, errorType: 'payment_error' });

    const before = await stats();
    const resolved = await admin.post(`/api/admin/errors/${payment[0]!.id}/resolve`);
    expect(resolved.body).toEqual({ success: true, message: 'Error marked as resolved.' });
    const after = await stats();
    expect(after).toEqual({
      total: before.total,
      resolved: before.resolved + 1,
      unresolved: before.unresolved - 1,
    });
    expect((await list('?resolved=true')).map((row) => row.id)).toContain(payment[0]!.id);
    expect((await list('?resolved=false')).map((row) => row.id)).not.toContain(payment[0]!.id);

    const events = await server.runtime.store.readStream(`error-${payment[0]!.id}`);
    const adminId = (await admin.get<{ user: { id: number } }>('/api/auth/check')).body.user.id;
    expect(events.find((event) => event.type === 'ErrorResolved')?.metadata.actor).toBe(
      `admin:${adminId}`,
    );

    await anonymous.post('/api/errors', {
      errorType: 'payment_error',
      message: 'Checkout failed after 5 ms',
    });
    expect((await list('?errorType=payment_error'))[0]).toMatchObject({
      count: 4,
      resolved: false,
    });

    expect((await admin.get('/api/admin/errors?limit=30')).status).toBe(400);
    expect((await admin.get('/api/admin/errors?errorType=nope')).status).toBe(400);
    expect(
      (await admin.post('/api/admin/errors/0123456789abcdef0123456789abcdef/resolve')).status,
    ).toBe(404);
    expect((await admin.post('/api/admin/errors/not-an-id/resolve')).status).toBe(404);
  });

  it('records the server’s own 500s (scrubbed) and refused Stripe webhooks', async () => {
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/api/test/broken')).status).toBe(500);
    const refused = await fetch(`${server.url}/api/webhook/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=forged' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    await expect
      .poll(async () => (await list('?errorType=api_error')).some((row) => row.source === 'server'))
      .toBe(true);
    const serverError = (await list('?errorType=api_error')).find(
      (row) => row.source === 'server',
    )!;
    expect(serverError.message).toContain('GET /api/test/broken failed (500): Error');
    expect(serverError.message).not.toContain('wren@example.com');
    expect(serverError.message).not.toContain('sk_live');
    await expect
      .poll(async () =>
        (await list('?errorType=payment_error')).some((row) =>
          row.message.startsWith('Stripe webhook refused'),
        ),
      )
      .toBe(true);
  });

  it('holds each IP to its hourly budget', async () => {
    const statuses: number[] = [];
    const anonymous = new HttpClient(server.url);
    const answers = await Promise.all(
      Array.from({ length: 45 }, (_, n) =>
        anonymous.post('/api/errors', { errorType: 'javascript_error', message: `flood ${n}` }),
      ),
    );
    for (const answer of answers) statuses.push(answer.status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    const last = answers.find((answer) => answer.status === 429)!;
    expect(last.body).toEqual({
      success: false,
      message: 'Too many error reports. Please try again later.',
    });
  });

  it('is for admins only', async () => {
    const member = await signedInTab(server.url, 'Curious');
    expect((await member.get('/api/admin/errors')).status).toBe(403);
    expect((await new HttpClient(server.url).get('/api/admin/errors/stats')).status).toBe(401);
  });
});

describe('the error log hears of mail that could not be sent', () => {
  let server: TestServer;
  let admin: HttpClient;
  beforeAll(async () => {
    // An SMTP server that is not there: every message fails.
    server = await startTestServer({
      env: { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Lantern Tales <no-reply@example.com>' },
    });
    admin = await signedInAdmin(server, 'Postmaster');
  });
  afterAll(() => server?.close());

  it('records the failed welcome email, without the address', async () => {
    await expect
      .poll(
        async () =>
          (
            await admin.get<{ errors: ErrorRow[] }>('/api/admin/errors?errorType=api_error')
          ).body.errors.find((row) => row.message.startsWith('Mail not sent')),
        { timeout: 15_000 },
      )
      .toBeDefined();
    const rows = (await admin.get<{ errors: ErrorRow[] }>('/api/admin/errors')).body.errors;
    expect(JSON.stringify(rows)).not.toContain('postmaster@example.com');
  });
});
