// Issue 9, first start: Secure cookies follow the address (not NODE_ENV), a request that cannot get
// its cookie is refused before any work, and forms work on every address the server answers on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformErrors } from '../../src/app/shared/platform.errors';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

const FORBIDDEN_ORIGIN = 'This request did not come from this site.';
/** The server's own address, whatever APP_URL says. */
const direct = (server: TestServer) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
const newUser = (name: string) => ({
  username: name,
  email: `${name.toLowerCase()}@example.com`,
  password: 'secret-password',
});

describe('a production build over plain HTTP (the docker-compose trial)', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The compose trial without Stripe keys runs the payment sandbox only when told to.
    server = await startTestServer({
      env: { NODE_ENV: 'production', PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('signs up and keeps the session', async () => {
    const tab = new HttpClient(direct(server));
    expect((await tab.post('/api/auth/signup', newUser('Alder'))).status).toBe(201);
    const me = await tab.get<{ authenticated: boolean }>('/api/auth/check');
    expect(me.status).toBe(200);
    expect(me.body.authenticated).toBe(true);
  });
});

describe('Secure cookies behind an HTTPS proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { APP_URL: 'https://tales.example', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a plain-HTTP sign-up before creating anything', async () => {
    const plain = await new HttpClient(direct(server), { 'x-forwarded-proto': 'http' }).post(
      '/api/auth/signup',
      newUser('Birch'),
    );
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ success: false, message: platformErrors.https_required.message });
    // The name is still free: the refused request created no account.
    const tab = new HttpClient(direct(server), { 'x-forwarded-proto': 'https' });
    const secure = await tab.post('/api/auth/signup', newUser('Birch'));
    expect(secure.status).toBe(201);
    expect(secure.headers.getSetCookie().join('\n')).toMatch(/lantern\.sid=.*secure/i);
  });
});

describe('forms on any address the server answers on', () => {
  let server: TestServer;
  let port: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { APP_URL: 'http://localhost:1' } });
    port = new URL(direct(server)).port;
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (headers: Record<string, string>) =>
    new HttpClient(direct(server), headers).post('/api/auth/login', {
      usernameOrEmail: 'nobody',
      password: 'wrong-password',
    });

  const postWithHost = (host: string, origin: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${direct(server)}/api/auth/login`, {
        method: 'POST',
        headers: { host, origin, 'content-type': 'application/json' },
      });
      request.once('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.once('error', reject);
      request.end(JSON.stringify({ usernameOrEmail: 'nobody', password: 'wrong-password' }));
    });

  it('accepts same-origin requests at 127.0.0.1 and at a LAN address', async () => {
    const loopback = await login({ origin: `http://127.0.0.1:${port}` });
    expect(loopback.status).toBe(401);
    // A phone on the LAN: the Host header names the LAN address (fetch cannot set Host).
    const lan = await postWithHost(`192.168.1.20:${port}`, `http://192.168.1.20:${port}`);
    expect(lan).toBe(401);
    expect(await postWithHost(`192.168.1.20:${port}`, `http://192.168.1.21:${port}`)).toBe(403);
    const marked = await login({ 'sec-fetch-site': 'same-origin' });
    expect(marked.status).toBe(401);
  });

  it('still accepts APP_URL', async () => {
    expect((await login({ origin: 'http://localhost:1' })).status).toBe(401);
  });

  it('refuses cross-site requests', async () => {
    const cases: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: `http://evil.example:${port}` },
      { origin: `https://127.0.0.1:${port}` },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of cases) {
      const response = await login(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body.message).toBe(FORBIDDEN_ORIGIN);
    }
  });

  it('ignores forwarded hosts unless TRUST_PROXY is on', async () => {
    const forged = await login({
      origin: 'https://evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(forged.status).toBe(403);
  });
});

describe('behind a trusted proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { APP_URL: 'http://localhost:1', TRUST_PROXY: 'true' },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes the scheme and host the proxy forwards', async () => {
    const headers = {
      'x-forwarded-host': 'tales.lan',
      'x-forwarded-proto': 'http',
      'content-type': 'application/json',
    };
    const body = { usernameOrEmail: 'nobody', password: 'wrong-password' };
    const same = await new HttpClient(direct(server), {
      ...headers,
      origin: 'http://tales.lan',
    }).post('/api/auth/login', body);
    expect(same.status).toBe(401);
    const other = await new HttpClient(direct(server), {
      ...headers,
      origin: 'http://evil.lan',
    }).post('/api/auth/login', body);
    expect(other.status).toBe(403);
  });
});
