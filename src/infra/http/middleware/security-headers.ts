// helmet with a Content Security Policy that fits the built SPA: scripts only from our origin,
// no inline scripts. HSTS and upgrade-insecure-requests only when served over HTTPS (over plain
// HTTP on a LAN address they would break asset loading).
import helmet from 'koa-helmet';
import type { Middleware } from 'koa';

export function securityHeaders(options: { https: boolean }): Middleware {
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
