// Per-user AES-256-GCM data keys, stored only wrapped by a key-encryption key (KEK) kept outside
// the database (see key-ring.ts). Each key row also holds the person's current lookup keys and
// their names sealed with their own key, so a rotation can re-key lookups without reading the
// read models. Forgetting a user deletes their row: copies of the wrapped key left in WAL, free
// heap space or backups stay readable only until the next rotation destroys the KEK that wrapped
// them (key-rotation.ts); from then on every sealed copy of their data is noise.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { PersonalDataVault } from '../../app/accounts/accounts.ports';
import type { ChangeNotices } from '../database/change-notices';
import { MissingKekError, type KeyRing } from './key-ring';
import { DATA_KEY_BYTES, openWith, sealWith, unwrapKey, wrapKey } from './key-wrapping';
import {
  asBuffer,
  lockUserKeys,
  lookupKeysUnder,
  readKeyState,
  type Names,
  type UserKeyRow,
} from './user-keys-table';

const UNIQUE_VIOLATION = '23505';

export class AesPersonalDataVault implements PersonalDataVault {
  constructor(
    private readonly knex: Knex,
    private readonly ring: KeyRing,
    /** Tells in-process caches (the signed-in view) in every process that a key is gone. */
    private readonly notices?: ChangeNotices,
  ) {}

  async createKey(userId: number, names: Names): Promise<'username' | 'email' | null> {
    try {
      return await this.knex.transaction(async (trx) => {
        await lockUserKeys(trx, 'shared');
        const kekId = (await readKeyState(trx)).current_kek;
        if (!kekId) throw new Error('no key-encryption key yet: the keys have not been prepared');
        const kek = this.ring.get(kekId);
        const lookups = lookupKeysUnder(kek, names);
        const taken = await takenName(trx, lookups);
        if (taken) return taken;
        const dataKey = randomBytes(DATA_KEY_BYTES);
        await trx('user_keys')
          .insert({
            user_id: userId,
            wrapped_key: wrapKey(kek, kekId, userId, dataKey),
            kek_id: kekId,
            ...lookups,
            sealed_names: sealWith(dataKey, userId, names),
          })
          .onConflict('user_id')
          .ignore();
        return null;
      });
    } catch (error) {
      // Two sign-ups with one name at the same moment: the unique index let only one in.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      const kek = this.ring.current().key;
      return (await takenName(this.knex, lookupKeysUnder(kek, names))) ?? 'username';
    }
  }

  async seal(userId: number, value: unknown): Promise<string> {
    const key = await this.key(userId);
    if (!key) throw new Error(`no key for user ${userId}`);
    return sealWith(key, userId, value);
  }

  async open<T>(userId: number, sealed: string): Promise<T | null> {
    const key = await this.key(userId);
    return key ? openWith<T>(key, userId, sealed) : null;
  }

  /**
   * Opens a sealed value with a key row read by the caller (the signed-in view reads it in the
   * same query as the account); null when there is no key.
   */
  async openWithRow<T>(
    userId: number,
    sealed: string,
    row: Pick<UserKeyRow, 'key' | 'wrapped_key' | 'kek_id'> | null,
  ): Promise<T | null> {
    let key: Buffer | null;
    try {
      key = row ? this.keyOf(userId, row) : null;
    } catch (error) {
      if (!(error instanceof MissingKekError)) throw error;
      key = await this.readKey(userId); // a rotation retired that KEK since the row was read
    }
    return key ? openWith<T>(key, userId, sealed) : null;
  }

  /** Deletes the key and its lookups, and asks for a rotation to retire every old copy. */
  async forget(userId: number): Promise<void> {
    const keys = [`user:${userId}`];
    await this.knex.transaction(async (trx) => {
      await trx('user_keys').where({ user_id: userId }).delete();
      await trx('key_state')
        .where({ id: 1 })
        .update({ erasure_pending_since: trx.raw('coalesce(erasure_pending_since, now())') });
      await this.notices?.announceIn(trx, keys);
    });
    this.notices?.committed(keys);
  }

  private async key(userId: number): Promise<Buffer | null> {
    try {
      return await this.readKey(userId);
    } catch (error) {
      // A rotation committed and destroyed the KEK between reading the row and the key file:
      // the row now names the new KEK.
      if (!(error instanceof MissingKekError)) throw error;
      return this.readKey(userId);
    }
  }

  private async readKey(userId: number): Promise<Buffer | null> {
    const row = (await this.knex('user_keys')
      .where({ user_id: userId })
      .first('key', 'wrapped_key', 'kek_id')) as
      Pick<UserKeyRow, 'key' | 'wrapped_key' | 'kek_id'> | undefined;
    return row ? this.keyOf(userId, row) : null;
  }

  private keyOf(
    userId: number,
    row: Pick<UserKeyRow, 'key' | 'wrapped_key' | 'kek_id'>,
  ): Buffer | null {
    if (row.wrapped_key && row.kek_id)
      return unwrapKey(this.ring.get(row.kek_id), row.kek_id, userId, asBuffer(row.wrapped_key));
    // A key from before wrapping that the first start has not reached (it wraps them all).
    return row.key ? asBuffer(row.key) : null;
  }
}

async function takenName(
  knex: Knex | Knex.Transaction,
  lookups: { username_key: string; username_skeleton_key: string; email_key: string },
): Promise<'username' | 'email' | null> {
  if (await knex('user_keys').where({ username_key: lookups.username_key }).first('user_id'))
    return 'username';
  // A look-alike of a name that is taken is taken too.
  const skeleton = { username_skeleton_key: lookups.username_skeleton_key };
  if (await knex('user_keys').where(skeleton).first('user_id')) return 'username';
  if (await knex('user_keys').where({ email_key: lookups.email_key }).first('user_id'))
    return 'email';
  return null;
}
