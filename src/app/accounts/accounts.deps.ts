// Everything the accounts use cases need, passed in once by the composition root.
import type { AllowanceReadModel, SubscriptionStatus } from '../allowance/allowance.ports';
import type { Mailer } from '../notifications/mailer.port';
import type { EventStore } from '../shared/event-store.port';
import type {
  AccountsReadModel,
  Clock,
  LookupKeys,
  PasswordHasher,
  PersonalDataVault,
  SessionRevoker,
  UserIdSequence,
  WaitForProjections,
} from './accounts.ports';

export interface AccountsDeps {
  store: EventStore;
  readModel: AccountsReadModel;
  allowance: AllowanceReadModel;
  subscriptions: SubscriptionStatus;
  hasher: PasswordHasher;
  vault: PersonalDataVault;
  lookupKeys: LookupKeys;
  userIds: UserIdSequence;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionRevoker;
  waitForProjections: WaitForProjections;
  appUrl: string;
  appName: string;
  /** Logs a failure that must not fail the request (e.g. a welcome email). */
  warn(message: string, error: unknown): void;
}

/** Who acts: a user id, 'system' or 'anonymous'; copied into event metadata. */
export interface Actor {
  actor: string;
  correlationId: string;
}
