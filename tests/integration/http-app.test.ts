import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/test-server';

describe('HTTP server', () => {
  let server: TestServer;
  const secret = 'marker-7f3a9c';

  beforeAll(async () => {
    const boom = new Router();
    boom.get('/api/test/boom', () => {
      throw new Error(`database exploded with ${secret}`);
    });
    boom.post('/api/test/echo', (ctx) => {
      ctx.body = { success: true, received: ctx.request.body };
    });
    server = await startTestServer({ routers: [boom] });
  });
  afterAll(async () => {
    await server?.close();
  });

  const api = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  it('answers /healthz and /readyz', async () => {
    const health = await api('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ success: true });
    const ready = await api('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ success: true, database: true, projections: true });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await api('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({
      success: false,
      message: 'No API route for GET /api/nothing-here',
    });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await api('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mood": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Malformed JSON in request body.',
    });
  });

  it('accepts only JSON bodies on the API', async () => {
    const response = await api('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(response.status).toBe(415);
    expect((await response.json()).success).toBe(false);
    const ok = await api('/api/test/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ a: 1 }),
    });
    expect(await ok.json()).toEqual({ success: true, received: { a: 1 } });
  });

  it('hides internal errors: 500 JSON without a stack, logged with the request id', async () => {
    const response = await api('/api/test/boom', {
      headers: { 'x-request-id': 'req-test-000001' },
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      success: false,
      message: 'Something went wrong. Please try again.',
    });
    expect(text).not.toContain('at ');
    expect(text).not.toContain(secret);
    expect(response.headers.get('x-request-id')).toBe('req-test-000001');
    const line = server.logs.find((l) => l.includes('request failed'));
    expect(line).toContain('req-test-000001');
  });

  it('wrong method on a known route is a JSON error', async () => {
    const response = await api('/api/test/echo');
    expect(response.status).toBe(405);
    expect((await response.json()).success).toBe(false);
  });

  it('sets security headers with a CSP that allows no inline script', async () => {
    const response = await api('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves the SPA with a history fallback and cached assets', async () => {
    for (const path of ['/', '/journey', '/reset-password/abc']) {
      const response = await api(path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const html = await (await api('/about', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(
      '<meta name="lantern-site-config" content="{&quot;appName&quot;:&quot;Lantern Tales&quot;',
    );
    const asset = await api('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await api('/assets/missing.js')).status).toBe(404);
  });

  it('never logs cookies, tokens in query strings or bodies', async () => {
    await api('/api/test/echo?resetToken=tok-123456789', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=cookie-secret-1' },
      body: JSON.stringify({ mood: 'body-secret-2' }),
    });
    const all = server.logs.join('\n');
    expect(all).toContain('/api/test/echo');
    expect(all).not.toContain('tok-123456789');
    expect(all).not.toContain('cookie-secret-1');
    expect(all).not.toContain('body-secret-2');
  });
});
