// Wires the accounts module: adapters for its ports, its routes and its HTTP middleware.
import type Koa from 'koa';
import type { AccountsDeps } from '../../app/accounts/accounts.deps';
import type { Mailer } from '../../app/notifications/mailer.port';
import { KnexAllowanceReadModel, noSubscriptions } from '../allowance/allowance-read-model';
import { appSecret } from '../database/app-secrets';
import { adminGuard } from '../http/middleware/auth';
import { RateLimiter } from '../http/rate-limiter';
import { requireSecureTransport, sessionMiddleware } from '../http/session';
import type { Runtime } from '../runtime';
import {
  KnexAccountsReadModel,
  PgUserIdSequence,
  SessionTableRevoker,
} from './accounts-read-model';
import { accountsRoutes } from './accounts.routes';
import { BcryptPasswordHasher } from './bcrypt-password-hasher';
import { openKeyServices } from './key-services';

export interface AccountsModule {
  deps: AccountsDeps;
  sessionKeys: string[];
  /** Session and admin guard, in that order, before every router. */
  middleware(app: Koa): Koa.Middleware[];
  routers: ReturnType<typeof accountsRoutes>[];
  /** Deletes expired sessions and rate-limit windows now and every 10 minutes until close(). */
  startHousekeeping(): void;
  close(): Promise<void>;
}

const HOUSEKEEPING_MS = 10 * 60_000;

export async function createAccountsModule(
  runtime: Runtime,
  mailer: Mailer,
): Promise<AccountsModule> {
  const { config, db, logger } = runtime;
  const knex = db.knex;
  const keys = await openKeyServices(knex, config, logger);
  const readModel = keys.indexed(new KnexAccountsReadModel(knex));
  const deps: AccountsDeps = {
    store: runtime.store,
    readModel,
    allowance: new KnexAllowanceReadModel(knex),
    subscriptions: noSubscriptions,
    hasher: new BcryptPasswordHasher(config.BCRYPT_COST),
    vault: keys.vault,
    lookupKeys: keys.lookupKeys,
    userIds: new PgUserIdSequence(knex),
    clock: { now: () => new Date() },
    mailer,
    sessions: new SessionTableRevoker(knex),
    waitForProjections: runtime.waitForProjections,
    appUrl: config.APP_URL,
    appName: config.APP_NAME,
    warn: (message, error) => logger.warn({ err: error }, message),
  };
  const sessionSecret = await appSecret(knex, 'session', config.SESSION_SECRET);
  const limiter = new RateLimiter(knex);
  let housekeeping: NodeJS.Timeout | undefined;
  const sweep = async () => {
    await knex('sessions').where('expires_at', '<=', new Date()).delete();
    await limiter.prune();
  };
  return {
    deps,
    sessionKeys: [sessionSecret],
    startHousekeeping: () => {
      const run = () =>
        void sweep().catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
      run();
      housekeeping = setInterval(run, HOUSEKEEPING_MS).unref();
      keys.startRotation();
    },
    close: async () => {
      clearInterval(housekeeping);
      await keys.stopRotation();
    },
    middleware: (app) => [
      requireSecureTransport(config.COOKIE_SECURE),
      sessionMiddleware(app, {
        knex,
        idleMs: config.SESSION_IDLE_MINUTES * 60_000,
        absoluteMs: config.SESSION_ABSOLUTE_DAYS * 24 * 60 * 60_000,
        secure: config.COOKIE_SECURE,
      }),
      adminGuard(readModel),
    ],
    routers: [
      accountsRoutes(deps, limiter, {
        loginMaxFailures: config.LOGIN_MAX_FAILURES,
        loginWindowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
        signupsPerHourPerIp: config.SIGNUPS_PER_HOUR_PER_IP,
        resetsPerHourPerEmail: config.RESET_REQUESTS_PER_HOUR_PER_EMAIL,
        resetsPerHourPerIp: config.RESET_REQUESTS_PER_HOUR_PER_IP,
        confirmationsPerHourPerUser: config.CONFIRMATION_EMAILS_PER_HOUR_PER_USER,
      }),
    ],
  };
}
