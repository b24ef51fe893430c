// Rotating the key-encryption key (KEK): a new KEK re-wraps every living person's data key and
// re-keys their lookups in one transaction; only after it commits are older KEK files destroyed.
// A deleted person's wrapped key (still in WAL, free heap space or a backup) was wrapped by a KEK
// that no longer exists, and their lookup hashes were keyed by a secret derived from it: neither
// their data nor their name can be recovered or linked any more.
// prepareKeys runs at every start: it creates the first KEK, wraps keys stored by older versions
// (and drops the old in-database lookup secret), and finishes a rotation a crash interrupted.
import type { Knex } from 'knex';
import type { KeyRing } from './key-ring';
import { openWith, unwrapKey, wrapKey } from './key-wrapping';
import { USERNAME_SKELETON_VERSION } from './username-skeleton';
import {
  asBuffer,
  lockUserKeys,
  lookupKeysUnder,
  readKeyState,
  type Names,
  type UserKeyRow,
} from './user-keys-table';

const BATCH = 500;

export interface RotationResult {
  kekId: string;
  rewrapped: number;
  destroyed: number;
}

/** Start-up: a current KEK exists, every key row is wrapped by it, older KEKs are destroyed. */
export async function prepareKeys(knex: Knex, ring: KeyRing): Promise<{ upgraded: number }> {
  ring.ensureDir();
  const { kekId, upgraded } = await knex.transaction(async (trx) => {
    await lockUserKeys(trx, 'exclusive');
    const state = await readKeyState(trx);
    let current = state.current_kek;
    if (current && !ring.has(current)) ring.get(current); // throws: names the missing key
    if (!current) {
      current = ring.create();
      await trx('key_state').where({ id: 1 }).update({ current_kek: current });
    }
    // Skeletons made by an older skeleton function (or none: rows from before the skeleton
    // lookup was added) are recomputed from the sealed names: every row is re-keyed.
    const skeletonsStale = state.username_skeleton_version !== USERNAME_SKELETON_VERSION;
    const stale = await (
      skeletonsStale
        ? trx('user_keys')
        : trx('user_keys').whereNot({ kek_id: current }).orWhereNull('kek_id').orWhereNotNull('key')
    ).count<{ count: number | string }[]>({ count: '*' });
    const upgraded = Number(stale[0]?.count ?? 0);
    if (upgraded > 0) await rekeyAll(trx, ring, current);
    if (skeletonsStale)
      await trx('key_state')
        .where({ id: 1 })
        .update({ username_skeleton_version: USERNAME_SKELETON_VERSION });
    return { kekId: current, upgraded };
  });
  ring.setCurrent(kekId);
  await forgetPlainKeys(knex, upgraded > 0);
  await destroyRetired(knex, ring);
  return { upgraded };
}

/**
 * Generates a new KEK, re-wraps every key under it, then destroys the old KEKs. With
 * `onlyIfPending`, does nothing unless an account was deleted since the last rotation.
 */
export async function rotateKeys(
  knex: Knex,
  ring: KeyRing,
  options: { onlyIfPending?: boolean } = {},
): Promise<RotationResult | null> {
  const done = await knex.transaction(async (trx) => {
    await lockUserKeys(trx, 'exclusive');
    const state = await readKeyState(trx);
    if (options.onlyIfPending && !state.erasure_pending_since) return null;
    const kekId = ring.create();
    const rewrapped = await rekeyAll(trx, ring, kekId);
    await trx('key_state')
      .where({ id: 1 })
      .update({ current_kek: kekId, erasure_pending_since: null, rotated_at: trx.fn.now() });
    return { kekId, rewrapped };
  });
  if (!done) return null;
  ring.setCurrent(done.kekId);
  return { ...done, destroyed: await destroyRetired(knex, ring) };
}

/** Destroys every KEK file that is neither current nor still wrapping a key. */
async function destroyRetired(knex: Knex, ring: KeyRing): Promise<number> {
  return knex.transaction(async (trx) => {
    await lockUserKeys(trx, 'exclusive');
    const current = (await readKeyState(trx)).current_kek;
    const used = (await trx('user_keys').distinct('kek_id').whereNotNull('kek_id')) as {
      kek_id: string;
    }[];
    const keep = new Set([current, ...used.map((row) => row.kek_id)]);
    const retired = ring.ids().filter((id) => !keep.has(id));
    for (const id of retired) ring.destroy(id);
    return retired.length;
  });
}

/** Re-wraps every key row under `kekId` and re-keys its lookups with that KEK's secret. */
async function rekeyAll(trx: Knex.Transaction, ring: KeyRing, kekId: string): Promise<number> {
  const kek = ring.get(kekId);
  let count = 0;
  // Names taken before look-alikes were refused may share a skeleton: the older account keeps it.
  const skeletons = new Set<string>();
  // A skeleton recomputed under the same KEK (a new skeleton function) may equal another row's
  // old one, and the unique index is checked row by row: clear them all first (the exclusive
  // lock keeps every sign-up out until this transaction commits).
  await trx('user_keys')
    .whereNotNull('username_skeleton_key')
    .update({ username_skeleton_key: null });
  for (let after = -1; ;) {
    const rows = (await trx('user_keys')
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(BATCH)
      .select(
        'user_id',
        'key',
        'wrapped_key',
        'kek_id',
        'username_key',
        'username_skeleton_key',
        'email_key',
        'sealed_names',
      )) as UserKeyRow[];
    if (rows.length === 0) return count;
    const updates: unknown[][] = [];
    for (const row of rows) {
      const dataKey = dataKeyOf(ring, row);
      const sealedNames = row.sealed_names ?? (await legacyNames(trx, row.user_id));
      const names = sealedNames ? openWith<Names>(dataKey, row.user_id, sealedNames) : null;
      const lookups = names ? lookupKeysUnder(kek, names) : null;
      const wrapped = wrapKey(kek, kekId, row.user_id, dataKey);
      let skeleton = lookups?.username_skeleton_key ?? null;
      if (skeleton && skeletons.has(skeleton)) skeleton = null;
      if (skeleton) skeletons.add(skeleton);
      updates.push([
        row.user_id,
        wrapped,
        sealedNames,
        lookups?.username_key,
        skeleton,
        lookups?.email_key,
      ]);
    }
    // One statement per batch: a row at a time made 2,000 keys take seconds.
    await trx.raw(
      `update user_keys as u
          set key = null, kek_id = ?, wrapped_key = v.wrapped_key, sealed_names = v.sealed_names,
              username_key = v.username_key, username_skeleton_key = v.username_skeleton_key,
              email_key = v.email_key
         from (values ${updates.map(() => '(?::int, ?::bytea, ?::text, ?::text, ?::text, ?::text)').join(', ')})
           as v(user_id, wrapped_key, sealed_names, username_key, username_skeleton_key, email_key)
        where u.user_id = v.user_id`,
      [kekId, ...updates.flat().map((value) => value ?? null)] as Knex.RawBinding[],
    );
    count += rows.length;
    after = rows[rows.length - 1]!.user_id;
  }
}

function dataKeyOf(ring: KeyRing, row: UserKeyRow): Buffer {
  if (row.wrapped_key && row.kek_id)
    return unwrapKey(ring.get(row.kek_id), row.kek_id, row.user_id, asBuffer(row.wrapped_key));
  if (row.key) return asBuffer(row.key);
  throw new Error(`user ${row.user_id} has neither a key nor a wrapped key`);
}

/** Keys from before wrapping have no sealed names: the read model's sealed identity is the same. */
async function legacyNames(trx: Knex.Transaction, userId: number): Promise<string | null> {
  const row = (await trx('accounts_users').where({ user_id: userId }).first('sealed_identity')) as
    { sealed_identity: string } | undefined;
  return row?.sealed_identity ?? null;
}

/**
 * After the upgrade: the lookup secret older versions kept in the database is no longer used,
 * and the tables that held plain keys are rewritten so their old pages leave the data files.
 */
async function forgetPlainKeys(knex: Knex, wrapped: boolean): Promise<void> {
  const dropped = await knex('app_secrets').where({ name: 'lookup-keys' }).delete();
  if (!wrapped && dropped === 0) return;
  await knex.raw('vacuum full user_keys');
  await knex.raw('vacuum full app_secrets');
}
