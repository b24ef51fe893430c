// helmet with a Content Security Policy that fits the built SPA: scripts only from our origin,
// no inline scripts. HSTS and upgrade-insecure-requests only when served over HTTPS (over plain
// HTTP on a LAN address they would break asset loading).
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

/**
 * helmet's headers depend on its options only, so they are worked out once (helmet run against a
 * recording response) and set as they are on every answer: the same headers, without running
 * helmet's thirteen middlewares per request.
 */
export function securityHeaders(options: { https: boolean }): Middleware {
  const headers: [string, string | number | readonly string[]][] = [];
  const removed: string[] = [];
  const recorder = {
    req: {},
    res: {
      setHeader: (name: string, value: string | number | readonly string[]) =>
        headers.push([name, value]),
      removeHeader: (name: string) => removed.push(name),
    },
  };
  // helmet sets every header synchronously before it calls on (koa-helmet only wraps the call).
  void helmetMiddleware(options)(recorder as never, () => Promise.resolve());
  if (headers.length === 0) throw new Error('securityHeaders: helmet set no header');
  return async (ctx, next) => {
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
    for (const name of removed) ctx.res.removeHeader(name);
    await next();
  };
}

function helmetMiddleware(options: { https: boolean }): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style attributes via the CSSOM (allowed); some Radix parts add <style> tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  }) as Middleware;
}
