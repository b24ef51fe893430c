// The accounts module: sign-up, log-in, password reset, email confirmation, deletion and the admin
// role, over the user and reservation streams; personal data sealed under per-user keys.
import type { AccountsDeps } from '../../app/accounts/accounts.deps';
import { accountsErrors } from '../../app/accounts/accounts.errors';
import type { Actor } from '../../app/accounts/accounts.deps';
import { setAdminRole, setAuditorRole } from '../../app/accounts/admin-role';
import { accountsEvents } from '../../domain/accounts/accounts.events';
import { accountsUsersProjection } from '../../projections/accounts/accounts-users.projection';
import { confirmationTokensProjection } from '../../projections/accounts/confirmation-tokens.projection';
import { resetTokensProjection } from '../../projections/accounts/reset-tokens.projection';
// The allowance read model is the journeys module's; accounts comes first, so it cannot use() it.
import { KnexAllowanceReadModel } from '../journeys/journeys.public';
import {
  subscriptionStatusSlot,
  type SubscriptionStatusSlot,
} from '../../app/allowance/subscription-status-slot';
import { RateLimiter } from '../http/rate-limiter';
import type { Identity } from '../../app/accounts/user-view';
import { defineModule } from '../modules/app-module';
import { healAbandonedSignUps } from '../../app/accounts/abandoned-sign-ups';
import { erasureReactor } from '../../app/accounts/erase-person';
import {
  KnexAbandonedSignUps,
  KnexAccountsReadModel,
  PgUserIdSequence,
  SessionTableRevoker,
} from './accounts-read-model';
import { accountsAdminRoutes } from './accounts.admin-routes';
import { accountsRoutes } from './accounts.routes';
import { accountsSettings } from './accounts.settings';
import { BcryptPasswordHasher } from './bcrypt-password-hasher';
import { SignedInViews } from './signed-in-views';
import { openKeyServices } from './key-services';
import { accountsMigration } from './migrations/0003-accounts';
import { wrappedKeysMigration } from './migrations/0005-wrapped-keys';
import { usernameSkeletonsMigration } from './migrations/0006-username-skeletons';
import { emailConfirmationMigration } from './migrations/0007-email-confirmation';
import { usernameSkeletonVersionMigration } from './migrations/0008-username-skeleton-version';
import { auditorRoleMigration } from './migrations/0009-auditor-role';

export interface AccountsServices {
  /** What the accounts use cases need; other modules read identities and the clock through it. */
  deps: AccountsDeps;
  /** True for a signed-up admin, false for anyone else, null when there is no such account. */
  isAdmin(userId: number): Promise<boolean | null>;
  /** Grants or revokes the admin role by username; returns the user id. */
  setAdminRole(username: string, admin: boolean, actor: Actor): Promise<number>;
  /** True for an admin or an auditor (who may read the audit pages), null with no such account. */
  mayAudit(userId: number): Promise<boolean | null>;
  /** Grants or revokes the auditor role by username; returns the user id. */
  setAuditorRole(username: string, auditor: boolean, actor: Actor): Promise<number>;
  /** Where the billing module plugs in its answer to "does this person hold a subscription?". */
  subscriptions: SubscriptionStatusSlot;
  /** Where to write to a person (opened from the vault); null once the account is gone. */
  contact(userId: number): Promise<{ email: string; username: string } | null>;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    accounts: AccountsServices;
  }
}

export const accountsModule = defineModule({
  name: 'accounts',
  settings: accountsSettings,
  errors: accountsErrors,
  events: Object.values(accountsEvents),
  migrations: [
    accountsMigration,
    wrappedKeysMigration,
    usernameSkeletonsMigration,
    emailConfirmationMigration,
    usernameSkeletonVersionMigration,
    auditorRoleMigration,
  ],
  projections: [accountsUsersProjection, resetTokensProjection, confirmationTokensProjection],
  async create({ config, runtime, mailer }) {
    const { db, logger } = runtime;
    const knex = db.knex;
    const keys = await openKeyServices(knex, config, logger, runtime.changes);
    const readModel = keys.indexed(new KnexAccountsReadModel(knex));
    const subscriptions = subscriptionStatusSlot();
    const deps: AccountsDeps = {
      store: runtime.store,
      readModel,
      allowance: new KnexAllowanceReadModel(knex),
      subscriptions,
      hasher: new BcryptPasswordHasher(config.BCRYPT_COST),
      vault: keys.vault,
      lookupKeys: keys.lookupKeys,
      userIds: new PgUserIdSequence(knex),
      clock: { now: () => new Date() },
      mailer,
      sessions: new SessionTableRevoker(knex, runtime.changes),
      waitForProjections: runtime.waitForProjections,
      appUrl: config.APP_URL,
      appName: config.APP_NAME,
      warn: (message, error) => logger.warn({ err: error }, message),
    };
    // GET /api/auth/check from memory, kept current by the change notices.
    const views = new SignedInViews({
      knex,
      vault: keys.vault,
      subscriptions,
      clock: deps.clock,
      notices: runtime.changes,
    });
    return {
      services: {
        deps,
        isAdmin: async (userId) => (await readModel.findById(userId))?.isAdmin ?? null,
        setAdminRole: (username, admin, actor) => setAdminRole(deps, username, admin, actor),
        mayAudit: async (userId) => {
          const row = await readModel.findById(userId);
          return row ? row.isAdmin || row.isAuditor : null;
        },
        setAuditorRole: (username, auditor, actor) =>
          setAuditorRole(deps, username, auditor, actor),
        subscriptions,
        contact: async (userId) => {
          const row = await readModel.findById(userId);
          const identity = row ? await deps.vault.open<Identity>(userId, row.sealedIdentity) : null;
          return identity?.email ? { email: identity.email, username: identity.username } : null;
        },
      },
      http: () => ({
        routers: [
          accountsRoutes(deps, new RateLimiter(knex), views, {
            loginMaxFailures: config.LOGIN_MAX_FAILURES,
            loginWindowMs: config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
            signupsPerHourPerIp: config.SIGNUPS_PER_HOUR_PER_IP,
            resetsPerHourPerEmail: config.RESET_REQUESTS_PER_HOUR_PER_EMAIL,
            resetsPerHourPerIp: config.RESET_REQUESTS_PER_HOUR_PER_IP,
            confirmationsPerHourPerUser: config.CONFIRMATION_EMAILS_PER_HOUR_PER_USER,
          }),
        ],
        adminRouters: [accountsAdminRoutes(deps)],
      }),
      reactors: [erasureReactor(deps)],
      housekeeping: [
        {
          name: 'abandoned sign-ups',
          everyMs: Math.min(config.ABANDONED_SIGN_UP_SECONDS * 1000, 10 * 60_000),
          run: async () => {
            const healed = await healAbandonedSignUps(
              deps,
              new KnexAbandonedSignUps(knex),
              config.ABANDONED_SIGN_UP_SECONDS * 1000,
            );
            if (healed > 0) logger.info({ healed }, 'released the names of abandoned sign-ups');
          },
        },
      ],
      start: () => keys.startRotation(),
      close: async () => {
        views.close();
        await keys.stopRotation();
      },
    };
  },
});
