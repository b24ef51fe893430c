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

const parser = (limit: string) =>
  bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' });

/**
 * Raw-body paths (webhooks) are left unread: their handlers verify the exact bytes. `limits` gives
 * some paths a smaller limit than `limit` (a body over it answers 413 before it is read whole).
 */
export function jsonBody(options: {
  limit: string;
  exemptPaths?: string[];
  limits?: Record<string, string>;
}): Middleware {
  const defaultParse = parser(options.limit);
  const byPath = new Map(
    Object.entries(options.limits ?? {}).map(([path, limit]) => [
      path.toLowerCase(),
      parser(limit),
    ]),
  );
  const exempt = new Set(options.exemptPaths ?? []);
  return async (ctx, next) => {
    if (exempt.has(ctx.path)) return next();
    const parse = byPath.get(ctx.path.toLowerCase().replace(/\/+$/, '')) ?? defaultParse;
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
