// Parses JSON bodies. Decoding failures are the client's: a body that does not inflate as its
// Content-Encoding says answers 400 and an unknown encoding 415, never a 500.
import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import { failWith } from '../../../app/shared/error-table';
import { platformErrors } from '../../../app/shared/platform.errors';

interface BodyError {
  status?: number;
  code?: string;
  errno?: number;
}

/** Raw-body paths (webhooks) are left unread: their handlers verify the exact bytes. */
export function jsonBody(options: { limit: string; exemptPaths?: string[] }): Middleware {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: options.limit, encoding: 'utf-8' });
  const exempt = new Set(options.exemptPaths ?? []);
  return async (ctx, next) => {
    if (exempt.has(ctx.path)) return next();
    try {
      await parse(ctx, async () => {});
    } catch (error) {
      throw asClientError(error);
    }
    await next();
  };
}

function asClientError(error: unknown): unknown {
  const failure = error as BodyError;
  if (failure.status === 415) return failWith(platformErrors, 'unsupported_encoding');
  // zlib's own errors (Z_DATA_ERROR, ERR_BROTLI_...) carry no HTTP status.
  const fromZlib =
    failure.status === undefined &&
    (failure.code?.startsWith('Z_') ||
      failure.code?.includes('BROTLI') ||
      failure.errno !== undefined);
  return fromZlib ? failWith(platformErrors, 'undecodable_body') : error;
}
