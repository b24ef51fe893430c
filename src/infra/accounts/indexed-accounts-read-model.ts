// Finds accounts by the current lookup keys, which live beside each person's key in user_keys and
// change at every key rotation. The read model's own username_key/email_key columns keep the keys
// of sign-up (they come from the event log) and are only used to release those reservations.
import type { Knex } from 'knex';
import type { AccountsReadModel } from '../../app/accounts/accounts.ports';

export class IndexedAccountsReadModel implements AccountsReadModel {
  constructor(
    private readonly knex: Knex,
    private readonly inner: AccountsReadModel,
  ) {}

  findById(userId: number) {
    return this.inner.findById(userId);
  }

  findByUsernameKey(key: string) {
    return this.findBy('username_key', key);
  }

  findByEmailKey(key: string) {
    return this.findBy('email_key', key);
  }

  findUserIdByResetToken(tokenHash: string) {
    return this.inner.findUserIdByResetToken(tokenHash);
  }

  findUserIdByConfirmationToken(tokenHash: string) {
    return this.inner.findUserIdByConfirmationToken(tokenHash);
  }

  list(page: { limit: number; offset: number }) {
    return this.inner.list(page);
  }

  private async findBy(column: 'username_key' | 'email_key', key: string) {
    const row = (await this.knex('user_keys').where(column, key).first('user_id')) as
      { user_id: number } | undefined;
    return row ? this.inner.findById(row.user_id) : null;
  }
}
