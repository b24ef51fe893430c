// State-changing API requests that carry a body must send JSON (also a CSRF fence: a cross-site
// HTML form cannot send application/json without a preflight).
import type { Middleware } from 'koa';
import { failWith } from '../../../app/shared/error-table';
import { platformErrors } from '../../../app/shared/platform.errors';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function jsonOnly(options: { exemptPaths?: string[] } = {}): Middleware {
  const exempt = new Set(options.exemptPaths ?? []);
  return async (ctx, next) => {
    if (
      BODY_METHODS.has(ctx.method) &&
      !exempt.has(ctx.path) &&
      hasBody(ctx.get('content-length'), ctx.get('transfer-encoding'))
    ) {
      if (!ctx.is('application/json')) {
        throw failWith(platformErrors, 'json_only');
      }
    }
    await next();
  };
}

function hasBody(contentLength: string, transferEncoding: string): boolean {
  return (contentLength !== '' && contentLength !== '0') || transferEncoding !== '';
}
