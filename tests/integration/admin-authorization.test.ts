// Every admin route of every module, enumerated from the module list (none can be missed when a
// module adds one): anonymous callers get 401, signed-in non-admins 403, admins get past the
// guard (never 401, 403 or 500), in any spelling of the path.
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the admin authorization matrix', () => {
  let server: TestServer;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    server = await startTestServer();
    const routesOf = (routers: Router[], prefix: string) =>
      routers.flatMap((router) =>
        router.stack.flatMap((layer) =>
          layer.methods
            .filter((method) => method !== 'HEAD')
            .map((method) => ({
              method,
              // A sample value for each :param.
              path: `${prefix}${String(layer.path).replace(/:[a-zA-Z]+/g, 'receipt')}`,
            })),
        ),
      );
    routes = server.modules.instances.flatMap(({ instance }) => [
      ...routesOf(instance.http?.().adminRouters ?? [], '/api/admin'),
      // Admin-only routes the spec places elsewhere (the analytics dashboard's calls).
      ...routesOf(instance.http?.().adminOnlyRouters ?? [], ''),
    ]);
  });
  afterAll(() => server?.close());

  const call = (tab: HttpClient, route: { method: string; path: string }) =>
    route.method === 'GET' ? tab.get(route.path) : tab.post(route.path, {});

  it('finds the admin routes of the modules', () => {
    expect(routes.length).toBeGreaterThanOrEqual(8);
    expect(routes).toContainEqual({ method: 'GET', path: '/api/admin/users' });
    expect(routes).toContainEqual({ method: 'POST', path: '/api/admin/test-email-templates' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/analytics/summary' });
  });

  it('answers anonymous 401, members 403, admins past the guard, for every one', async () => {
    const anonymous = new HttpClient(server.url);
    const member = await signedInTab(server.url, 'Outsider');
    const admin = await signedInAdmin(server, 'Insider');
    for (const route of routes) {
      const shouted = { ...route, path: route.path.toUpperCase() };
      for (const probe of [route, shouted]) {
        expect((await call(anonymous, probe)).status, `${probe.method} ${probe.path}`).toBe(401);
        expect((await call(member, probe)).status, `${probe.method} ${probe.path}`).toBe(403);
      }
      const status = (await call(admin, route)).status;
      expect([401, 403, 500], `${route.method} ${route.path} -> ${status}`).not.toContain(status);
    }
  });

  // Issue 34: an admin's answers hold people's data and the site's settings; no cache may keep one.
  it('answers every admin GET with Cache-Control: no-store, found or not', async () => {
    const admin = await signedInAdmin(server, 'Archivist');
    // The platform's own admin route (the Settings tab's overview) beside the modules' ones.
    const gets = [
      ...routes.filter((route) => route.method === 'GET'),
      { method: 'GET', path: '/api/admin/config/complete' },
      { method: 'GET', path: '/api/admin/no-such-thing' },
    ];
    expect(gets.length).toBeGreaterThanOrEqual(10);
    const missing: string[] = [];
    for (const route of gets) {
      const answer = await admin.get(route.path);
      if (answer.headers.get('cache-control') !== 'no-store')
        missing.push(`${route.path} (${answer.status}: ${answer.headers.get('cache-control')})`);
    }
    expect(missing).toEqual([]);
  });
});
