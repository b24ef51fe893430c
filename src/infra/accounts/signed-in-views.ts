// The signed-in person as GET /api/auth/check shows them, kept in memory per person: their
// account row, their opened identity, their allowance and until when a plan gives them unlimited
// journeys. A miss reads the account, key and allowance in one query (and the plan beside it).
// Every entry is tagged `user:<id>`: the projections announce each event about the person once
// its read models changed (role, email confirmed, password, journeys, plan, deletion), and the
// vault when it forgets their key; an event about nobody in particular (the payment mode) drops
// all. Nothing is served while the notices are not live (see noticed-cache.ts). What depends on
// the clock (the journeys left, the reset date, a plan's end) is worked out on every read.
import type { Knex } from 'knex';
import type { Identity, UserView } from '../../app/accounts/user-view';
import { allowanceView } from '../../app/allowance/allowance-view';
import type { AllowanceRow } from '../../app/allowance/allowance.ports';
import type { SubscriptionStatusSlot } from '../../app/allowance/subscription-status-slot';
import type { ChangeNotices } from '../database/change-notices';
import { NoticedCache } from '../database/noticed-cache';
import type { AesPersonalDataVault } from './personal-data-vault';
import type { UserKeyRow } from './user-keys-table';

interface Person {
  userId: number;
  identity: Identity;
  isAdmin: boolean;
  isAuditor: boolean;
  emailConfirmed: boolean;
  signedUpAt: Date;
  allowance: AllowanceRow | null;
  /** Unlimited journeys from a plan until then (epoch ms); null for none. */
  subscriptionUntil: number | null;
}

interface Row extends Pick<UserKeyRow, 'key' | 'wrapped_key' | 'kek_id'> {
  user_id: number;
  sealed_identity: string;
  is_admin: boolean;
  is_auditor: boolean;
  email_confirmed: boolean;
  signed_up_at: Date | string;
  used: number | null;
  period_end: Date | string | null;
  unlimited_until: Date | string | null;
}

export const personTag = (userId: number) => `user:${userId}`;

export class SignedInViews {
  private readonly cache: NoticedCache<Person>;

  constructor(
    private readonly deps: {
      knex: Knex;
      vault: AesPersonalDataVault;
      subscriptions: SubscriptionStatusSlot;
      clock: { now(): Date };
      notices: ChangeNotices;
    },
    options: { maxEntries?: number } = {},
  ) {
    this.cache = new NoticedCache(deps.notices, {
      maxEntries: options.maxEntries ?? 10_000,
      maxAgeMs: 60_000,
    });
  }

  /** The person's User object; null when the account or its key is gone. */
  async find(userId: number): Promise<UserView | null> {
    const person = await this.cache.read(
      String(userId),
      () => this.load(userId),
      () => [personTag(userId)],
    );
    return person ? this.view(person) : null;
  }

  /** How many people are kept (tests, operations). */
  get size(): number {
    return this.cache.size;
  }

  close(): void {
    this.cache.close();
  }

  private view(person: Person): UserView {
    const now = this.deps.clock.now();
    return {
      id: person.userId,
      username: person.identity.username,
      email: person.identity.email || null,
      emailConfirmed: person.emailConfirmed,
      isAdmin: person.isAdmin,
      isAuditor: person.isAuditor,
      ...allowanceView(person.allowance, person.signedUpAt, now),
      hasActiveSubscription:
        person.subscriptionUntil !== null && now.getTime() < person.subscriptionUntil,
    };
  }

  private async load(userId: number): Promise<Person | undefined> {
    const [row, subscriptionUntil] = await Promise.all([
      this.deps
        .knex('accounts_users as u')
        .leftJoin('user_keys as k', 'k.user_id', 'u.user_id')
        .leftJoin('allowance as a', 'a.user_id', 'u.user_id')
        .where('u.user_id', userId)
        .first(
          'u.user_id',
          'u.sealed_identity',
          'u.is_admin',
          'u.is_auditor',
          'u.email_confirmed',
          'u.signed_up_at',
          'k.key',
          'k.wrapped_key',
          'k.kek_id',
          'a.used',
          'a.period_end',
          'a.unlimited_until',
        ) as Promise<Row | undefined>,
      this.deps.subscriptions.subscriptionUntil(userId),
    ]);
    if (!row) return undefined;
    const hasKey = row.key !== null || row.wrapped_key !== null;
    const identity = await this.deps.vault.openWithRow<Identity>(
      userId,
      row.sealed_identity,
      hasKey ? row : null,
    );
    if (!identity) return undefined;
    return {
      userId,
      identity,
      isAdmin: row.is_admin,
      isAuditor: row.is_auditor,
      emailConfirmed: row.email_confirmed,
      signedUpAt: new Date(row.signed_up_at),
      allowance:
        row.used === null || row.period_end === null
          ? null
          : {
              used: row.used,
              periodEnd: new Date(row.period_end),
              unlimitedUntil: row.unlimited_until ? new Date(row.unlimited_until) : null,
            },
      subscriptionUntil,
    };
  }
}
