// Server-side sessions (koa-session with a PostgreSQL store). The cookie holds only a signed
// random id; the table keys rows by its SHA-256, so a database leak yields no usable session.
// Idle timeout: the cookie's maxAge, renewed once half of it has passed (so a busy session is
// written at most once per half idle period, never on every request). Absolute timeout: a
// session older than SESSION_ABSOLUTE_DAYS is gone, however active.
import { createHash } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import session from 'koa-session';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import type { ChangeNotices } from '../database/change-notices';
import { NoticedCache } from '../database/noticed-cache';

export const SESSION_COOKIE = 'lantern.sid';

export interface SessionData {
  userId?: number;
  createdAt?: number;
}

// Remembered (bounded) for the ids in use: the hash is asked for on every signed-in request.
const hashes = new Map<string, string>();
const idHash = (key: string) => {
  let hash = hashes.get(key);
  if (hash === undefined) {
    hash = createHash('sha256').update(key).digest('base64url');
    if (hashes.size >= 10_000) hashes.clear();
    hashes.set(key, hash);
  }
  return hash;
};

/** The notice tags of sessions: one session, and every session of a person. */
export const sessionTag = (hash: string) => `session:${hash}`;
export const sessionsOfTag = (userId: number) => `sessions-of:${userId}`;

type StoredSession = SessionData & { _expire?: number; _maxAge?: number };

interface CachedSession {
  data: StoredSession;
  expiresAt: number;
}

export interface SessionStoreOptions {
  /** Announces session changes to every process; without it nothing is cached. */
  notices?: ChangeNotices;
  /** Sessions kept in memory (default 10,000). */
  maxCached?: number;
}

/**
 * Reads go to memory once a session has been read: the cache is dropped for a session when it is
 * saved or destroyed (in any process: the change notices) and for all of a person's sessions when
 * they are revoked (sessionsOfTag). The idle and absolute timeouts are checked on every read from
 * the times kept, so an expired session is refused at once, cached or not.
 */
export function sessionStore(knex: Knex, absoluteMs: number, options: SessionStoreOptions = {}) {
  const { notices } = options;
  const cache = notices
    ? new NoticedCache<CachedSession>(notices, {
        maxEntries: options.maxCached ?? 10_000,
        maxAgeMs: 60_000,
      })
    : undefined;
  const load = async (hash: string): Promise<CachedSession | undefined> => {
    const row = (await knex('sessions')
      .where({ id: hash })
      .andWhere('expires_at', '>', new Date())
      .first('data', 'expires_at')) as
      { data: StoredSession; expires_at: Date | string } | undefined;
    return row ? { data: row.data, expiresAt: new Date(row.expires_at).getTime() } : undefined;
  };
  const change = async (hash: string, work: (trx: Knex | Knex.Transaction) => Promise<void>) => {
    if (notices) await notices.change([sessionTag(hash)], work);
    else await work(knex);
  };
  const destroy = (hash: string) =>
    change(hash, async (trx) => {
      await trx('sessions').where({ id: hash }).delete();
    });
  return {
    async get(key: string): Promise<SessionData | undefined> {
      const hash = idHash(key);
      const found = cache
        ? await cache.read(
            hash,
            () => load(hash),
            (session) => [
              sessionTag(hash),
              ...(typeof session.data.userId === 'number'
                ? [sessionsOfTag(session.data.userId)]
                : []),
            ],
          )
        : await load(hash);
      if (!found) return undefined;
      if (found.expiresAt <= Date.now()) {
        cache?.drop(hash);
        return undefined;
      }
      if (found.data.createdAt && Date.now() - found.data.createdAt > absoluteMs) {
        await destroy(hash);
        return undefined;
      }
      return { ...found.data }; // koa-session's own copy: the kept one is never changed
    },
    async set(
      key: string,
      data: SessionData,
      maxAge: number | 'session' | undefined,
    ): Promise<void> {
      const ttl = typeof maxAge === 'number' ? maxAge : 24 * 60 * 60 * 1000;
      const hash = idHash(key);
      await change(hash, async (trx) => {
        await trx('sessions')
          .insert({
            id: hash,
            user_id: data.userId ?? null,
            data,
            expires_at: new Date(Date.now() + ttl),
          })
          .onConflict('id')
          .merge();
      });
    },
    async destroy(key: string): Promise<void> {
      await destroy(idHash(key));
    },
    close(): void {
      cache?.close();
    },
  };
}

/** Ends every session of a person, in every process at once. */
export async function revokeSessionsOf(
  knex: Knex,
  notices: ChangeNotices | undefined,
  userId: number,
): Promise<void> {
  const work = async (trx: Knex | Knex.Transaction) => {
    await trx('sessions').where({ user_id: userId }).delete();
  };
  if (notices) await notices.change([sessionsOfTag(userId)], work);
  else await work(knex);
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
  options: {
    knex: Knex;
    idleMs: number;
    absoluteMs: number;
    secure: boolean;
    notices?: ChangeNotices;
  },
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
      store: sessionStore(options.knex, options.absoluteMs, { notices: options.notices }),
    },
    app,
  ) as Koa.Middleware;
}
