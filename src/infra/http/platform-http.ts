// The HTTP part every module relies on: the session cookie and its server-side sessions table,
// HTTPS enforcement for Secure cookies, read-your-writes across processes on server PostgreSQL,
// and the sweep of expired sessions and rate-limit windows.
import Router from '@koa/router';
import { configOverview, type ConfigOverview } from '../config/config-overview';
import type { PlatformConfig } from '../config/platform-settings';
import { appSecret } from '../database/app-secrets';
import type { ChangeNotices } from '../database/change-notices';
import type { Database } from '../database/database';
import type { Housekeeping } from '../modules/app-module';
import type { HttpModule } from './create-http-app';
import { readYourWrites } from './middleware/read-your-writes';
import { RateLimiter } from './rate-limiter';
import { requireSecureTransport, sessionMiddleware } from './session';

export async function platformHttp(
  config: PlatformConfig,
  db: Database,
  overview: () => ConfigOverview = () => configOverview({}, {}, []),
  /** Session changes announced to every process (the session cache); without, none is kept. */
  notices?: ChangeNotices,
): Promise<{ http: HttpModule; housekeeping: Housekeeping[] }> {
  const knex = db.knex;
  const sessionSecret = await appSecret(knex, 'session', config.SESSION_SECRET);
  const limiter = new RateLimiter(knex);
  return {
    http: {
      keys: [sessionSecret],
      // The Settings tab's overview: every setting, configured, missing or optional, masked.
      adminRouters: [
        new Router().get('/config/complete', (ctx) => {
          ctx.body = { success: true, ...overview() };
        }),
      ],
      middleware: (app) => [
        requireSecureTransport(config.COOKIE_SECURE),
        // Several processes may share a server PostgreSQL; the embedded database has one.
        ...(db.kind === 'postgres' ? [readYourWrites({ secure: config.COOKIE_SECURE })] : []),
        sessionMiddleware(app, {
          knex,
          idleMs: config.SESSION_IDLE_MINUTES * 60_000,
          absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000,
          secure: config.COOKIE_SECURE,
          notices,
        }),
      ],
    },
    housekeeping: [
      {
        name: 'expired sessions and rate-limit windows',
        everyMs: 10 * 60_000,
        run: async () => {
          await knex('sessions').where('expires_at', '<=', new Date()).delete();
          await limiter.prune();
        },
      },
    ],
  };
}
