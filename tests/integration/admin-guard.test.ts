// Every spelling of an /api/admin path that reaches an admin route meets the admin guard: the
// router matches paths case-insensitively, so the guard must too.
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the admin guard', () => {
  let server: TestServer;
  beforeAll(async () => {
    const probe = new Router({ prefix: '/api/admin' });
    probe.get('/probe', (ctx) => {
      ctx.body = { success: true, secret: 'admin only' };
    });
    server = await startTestServer({ routers: [probe] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses anonymous callers whatever the spelling of the path', async () => {
    for (const path of [
      '/api/admin/probe',
      '/api/ADMIN/probe',
      '/api/Admin/Probe',
      '/API/admin/probe',
      '/api/%61dmin/probe',
      '/api/admin/probe/',
    ]) {
      const response = await new HttpClient(server.url).get(path);
      expect(response.body?.secret, path).toBeUndefined();
      expect([401, 404], path).toContain(response.status);
    }
  });
});
