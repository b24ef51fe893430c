// Server-side sessions (koa-session with a PostgreSQL store). The cookie holds only a signed
// random id; the table keys rows by its SHA-256, so a database leak yields no usable session.
// Idle timeout: the cookie's maxAge, renewed once half of it has passed. Absolute timeout: a
// session older than SESSION_ABSOLUTE_DAYS is gone, however active.
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import session from 'koa-session';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';

export const SESSION_COOKIE = 'lantern.sid';

export interface SessionData {
  userId?: number;
  createdAt?: number;
}

const idHash = (key: string) => createHash('sha256').update(key).digest('base64url');

export function sessionStore(knex: Knex, absoluteMs: number) {
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const row = (await knex('sessions')
        .where({ id: idHash(key) })
        .andWhere('expires_at', '>', new Date())
        .first('data')) as
        { data: SessionData & { _expire?: number; _maxAge?: number } } | undefined;
      if (!row) return undefined;
      if (row.data.createdAt && Date.now() - row.data.createdAt > absoluteMs) {
        await knex('sessions')
          .where({ id: idHash(key) })
          .delete();
        return undefined;
      }
      return row.data;
    },
    async set(
      key: string,
      data: SessionData,
      maxAge: number | 'session' | undefined,
    ): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      await knex('sessions')
        .insert({
          id: idHash(key),
          user_id: data.userId ?? null,
          data,
          expires_at: new Date(Date.now() + ttl),
        })
        .onConflict('id')
        .merge();
    },
    async destroy(key: string): Promise<void> {
      await knex('sessions')
        .where({ id: idHash(key) })
        .delete();
    },
  };
}

/**
 * With Secure cookies, a request that reached us over plain HTTP (through the trusted proxy) is
 * refused before any work: otherwise the cookie would fail after the work was done (an account
 * created, but a 500 and no session).
 */
export function requireSecureTransport(secure: boolean): Koa.Middleware {
  return async (ctx, next) => {
    if (secure && !ctx.secure && (ctx.path === '/api' || ctx.path.startsWith('/api/')))
      throw failWith(platformErrors, 'https_required');
    await next();
  };
}

export function sessionMiddleware(
  app: Koa,
  options: { knex: Knex; idleMs: number; absoluteMs: number; secure: boolean },
): Koa.Middleware {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: options.idleMs,
      renew: true,
      httpOnly: true,
      signed: true,
      sameSite: 'lax',
      secure: options.secure,
      store: sessionStore(options.knex, options.absoluteMs),
    },
    app,
  ) as Koa.Middleware;
}
