// A request id per request (kept from X-Request-Id when it looks safe) and one log line per
// request: method, path without query, status, duration. Never bodies, never cookies.
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { pathOnly } from '../../logging/logger';

const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    log: Logger;
  }
}

export function requestContext(logger: Logger): Middleware {
  // The request line holds only the fields below (the path already without query or token), so
  // it skips the redaction pass every other line gets (a tenth of a short request's time).
  const requestLines = logger.child({}, { redact: [] });
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // Made on first use: most requests log nothing but their request line.
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (log ??= logger.child({ reqId: requestId })),
      configurable: true,
      enumerable: true,
    });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = {
        reqId: requestId,
        method: ctx.method,
        path: pathOnly(ctx.originalUrl),
        status: ctx.status,
        ms,
      };
      // The same line as the request's child logger writes, without making one.
      if (ctx.path === '/healthz' || ctx.path === '/readyz') requestLines.debug(line, 'request');
      else requestLines.info(line, 'request');
    }
  };
}
