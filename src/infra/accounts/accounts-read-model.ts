// Queries over the accounts read model, the user id sequence and session revocation.
import type { Knex } from 'knex';
import type {
  AccountRow,
  AccountsReadModel,
  SessionRevoker,
  UserIdSequence,
} from '../../app/accounts/accounts.ports';
import type { AbandonedSignUp, AbandonedSignUps } from '../../app/accounts/abandoned-sign-ups';
import type { ChangeNotices } from '../database/change-notices';
import { revokeSessionsOf } from '../http/session';

interface Row {
  user_id: number;
  username_key: string;
  email_key: string;
  sealed_identity: string;
  sealed_password: string;
  is_admin: boolean;
  is_auditor: boolean;
  email_confirmed: boolean;
  signed_up_at: Date | string;
}

const toAccount = (row: Row | undefined): AccountRow | null =>
  row
    ? {
        userId: row.user_id,
        usernameKey: row.username_key,
        emailKey: row.email_key,
        sealedIdentity: row.sealed_identity,
        sealedPassword: row.sealed_password,
        isAdmin: row.is_admin,
        isAuditor: row.is_auditor,
        emailConfirmed: row.email_confirmed,
        signedUpAt: new Date(row.signed_up_at),
      }
    : null;

export class KnexAccountsReadModel implements AccountsReadModel {
  constructor(private readonly knex: Knex) {}

  async findById(userId: number) {
    return toAccount(await this.knex<Row>('accounts_users').where({ user_id: userId }).first());
  }

  async findByUsernameKey(key: string) {
    return toAccount(await this.knex<Row>('accounts_users').where({ username_key: key }).first());
  }

  async findByEmailKey(key: string) {
    return toAccount(await this.knex<Row>('accounts_users').where({ email_key: key }).first());
  }

  findUserIdByResetToken(tokenHash: string) {
    return this.findUserIdByToken('accounts_reset_tokens', tokenHash);
  }

  findUserIdByConfirmationToken(tokenHash: string) {
    return this.findUserIdByToken('accounts_confirmation_tokens', tokenHash);
  }

  async list({ limit, offset }: { limit: number; offset: number }) {
    const rows = await this.knex<Row>('accounts_users')
      .orderBy('user_id')
      .limit(limit)
      .offset(offset);
    const [count] = await this.knex('accounts_users').count({ n: '*' });
    return {
      rows: rows.map((row) => toAccount(row)!),
      total: Number((count as { n: number | string }).n),
    };
  }

  private async findUserIdByToken(table: string, tokenHash: string) {
    const row = (await this.knex(table)
      .where({ token_hash: tokenHash })
      .andWhere('expires_at', '>', new Date())
      .first('user_id')) as { user_id: number } | undefined;
    return row?.user_id ?? null;
  }
}

export class PgUserIdSequence implements UserIdSequence {
  constructor(private readonly knex: Knex) {}

  async next(): Promise<number> {
    const result = (await this.knex.raw(`select nextval('user_ids')::int as id`)) as {
      rows: { id: number }[];
    };
    const id = result.rows[0]?.id;
    if (id === undefined) throw new Error('user id sequence returned nothing');
    return id;
  }
}

export class SessionTableRevoker implements SessionRevoker {
  constructor(
    private readonly knex: Knex,
    /** Drops the revoked sessions from every process's session cache at once. */
    private readonly notices?: ChangeNotices,
  ) {}

  revokeAllForUser(userId: number): Promise<void> {
    return revokeSessionsOf(this.knex, this.notices, userId);
  }
}

/** Keys that belong to no account: what a sign-up that failed late leaves behind. */
export class KnexAbandonedSignUps implements AbandonedSignUps {
  constructor(private readonly knex: Knex) {}

  async find(before: Date): Promise<AbandonedSignUp[]> {
    const rows = (await this.knex('user_keys as k')
      .leftJoin('accounts_users as u', 'u.user_id', 'k.user_id')
      .whereNull('u.user_id')
      .andWhere('k.created_at', '<', before)
      .select('k.user_id', 'k.username_key', 'k.email_key')) as {
      user_id: number;
      username_key: string | null;
      email_key: string | null;
    }[];
    return rows.map((row) => ({
      userId: row.user_id,
      usernameKey: row.username_key,
      emailKey: row.email_key,
    }));
  }
}
