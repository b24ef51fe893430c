// Issue 34: a path parameter named like a property every object has (__proto__, constructor, ...)
// is an id like any other: no route may answer 500 to one (a lookup in an object used as a map
// finds Object.prototype there). Every route with a parameter, of every module, as an admin.
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../support/http-client';
import { signedInAdmin } from '../support/signed-in-admin';
import { startTestServer, type TestServer } from '../support/test-server';

const NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'];

describe('object property names as path parameters', () => {
  let server: TestServer;
  let admin: HttpClient;
  let routes: { method: string; path: string }[];
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedInAdmin(server, 'Prototyper');
    const routesOf = (routers: Router[], prefix: string) =>
      routers.flatMap((router) =>
        router.stack.flatMap((layer) =>
          layer.methods
            .filter((method) => method === 'GET' || method === 'POST')
            .map((method) => ({ method, path: `${prefix}${String(layer.path)}` })),
        ),
      );
    routes = server.modules.instances
      .flatMap(({ instance }) => {
        const http = instance.http?.();
        return [
          ...routesOf(http?.routers ?? [], ''),
          ...routesOf(http?.adminRouters ?? [], '/api/admin'),
          ...routesOf(http?.adminOnlyRouters ?? [], ''),
        ];
      })
      .filter((route) => /:[a-zA-Z]+/.test(route.path));
  });
  afterAll(() => server?.close());

  it('finds the routes with parameters, the sandbox portal among them', () => {
    expect(routes).toContainEqual({ method: 'GET', path: '/api/sandbox/portal/:id' });
    expect(routes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 4xx (never 500) to each name in each parameter', async () => {
    const failures: string[] = [];
    for (const route of routes)
      for (const name of NAMES) {
        const path = route.path.replace(/:[a-zA-Z]+/g, name);
        const answer = route.method === 'GET' ? await admin.get(path) : await admin.post(path, {});
        if (answer.status >= 500) failures.push(`${route.method} ${path} -> ${answer.status}`);
      }
    expect(failures).toEqual([]);
  });

  it('answers 404 to the sandbox portal and checkout of __proto__', async () => {
    for (const path of ['/api/sandbox/portal/__proto__', '/api/sandbox/checkout/__proto__'])
      expect((await admin.get(path)).status, path).toBe(404);
  });
});
