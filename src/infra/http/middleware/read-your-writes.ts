// The cookie behind read-your-writes across processes (database/read-your-writes.ts): a request
// that wrote and waited for its read models answers with the write's log position, good for a
// minute (a notice reaches every process within milliseconds); the next requests carry it, and
// a process that has not heard that far reads the database instead of its caches. It names no
// person and holds nothing but two numbers. Only on server PostgreSQL: on the embedded database
// one process holds everything and hears every change at once.
import type { Middleware } from 'koa';
import { decodePosition, encodePosition, runWithPositions } from '../../database/read-your-writes';

export const READ_YOUR_WRITES_COOKIE = 'lantern_rw';
const ONE_MINUTE = 60_000;

export function readYourWrites(options: { secure: boolean }): Middleware {
  return (ctx, next) =>
    runWithPositions(
      decodePosition(ctx.cookies.get(READ_YOUR_WRITES_COOKIE)),
      async (positions) => {
        await next();
        if (positions.written && !ctx.headerSent)
          ctx.cookies.set(READ_YOUR_WRITES_COOKIE, encodePosition(positions.written), {
            httpOnly: true,
            sameSite: 'lax',
            secure: options.secure,
            maxAge: ONE_MINUTE,
            overwrite: true,
            signed: false,
          });
      },
    );
}
