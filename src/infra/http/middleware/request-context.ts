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
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ reqId: requestId });
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { method: ctx.method, path: pathOnly(ctx.originalUrl), status: ctx.status, ms };
      if (ctx.path === '/healthz' || ctx.path === '/readyz') ctx.state.log.debug(line, 'request');
      else ctx.state.log.info(line, 'request');
    }
  };
}
