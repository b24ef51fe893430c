// The user_keys and key_state tables, shared by the vault (per request) and the key rotation.
// Writers of keys hold a shared advisory lock and a rotation the exclusive one, so no key is ever
// wrapped with a KEK that a running rotation is about to retire.
import type { Knex } from 'knex';
import { HmacLookupKeys, lookupSecret } from './hmac-lookup-keys';

export interface UserKeyRow {
  user_id: number;
  /** Only on installs from before key wrapping, until the first start wraps it. */
  key: Buffer | Uint8Array | null;
  wrapped_key: Buffer | Uint8Array | null;
  kek_id: string | null;
  username_key: string | null;
  username_skeleton_key: string | null;
  email_key: string | null;
  sealed_names: string | null;
}

export interface Names {
  username: string;
  email: string;
}

// An arbitrary constant shared by every process of a deployment ("LTKE").
const USER_KEYS_LOCK = 0x4c544b45;

export async function lockUserKeys(trx: Knex.Transaction, mode: 'shared' | 'exclusive') {
  const fn = mode === 'shared' ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock';
  await trx.raw(`select ${fn}(?::bigint)`, [USER_KEYS_LOCK]);
}

export interface KeyState {
  current_kek: string | null;
  erasure_pending_since: Date | string | null;
  rotated_at: Date | string | null;
  /** The version of the skeleton function the stored username skeletons were made with. */
  username_skeleton_version: number;
}

export async function readKeyState(knex: Knex | Knex.Transaction): Promise<KeyState> {
  const row = (await knex('key_state').where({ id: 1 }).first()) as KeyState | undefined;
  if (!row) throw new Error('key_state is empty: the database is not migrated');
  return row;
}

/** The lookup keys of a person's names under one KEK. */
export function lookupKeysUnder(kek: Buffer, names: Names) {
  const keys = HmacLookupKeys.fixed(lookupSecret(kek));
  return {
    username_key: keys.username(names.username),
    username_skeleton_key: keys.usernameSkeleton(names.username),
    email_key: keys.email(names.email),
  };
}

export const asBuffer = (bytes: Buffer | Uint8Array) => Buffer.from(bytes);
