// Server secrets (session signing): from the environment when set, otherwise generated once and
// kept in the database, so every node of a deployment shares them and the embedded default needs
// no setup. Lookup hashes are keyed outside the database (accounts/hmac-lookup-keys.ts): a secret
// kept here would let anyone with a copy of the database link a deleted person's old hashes.
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

export async function appSecret(
  knex: Knex,
  name: string,
  fromEnv: string | undefined,
): Promise<string> {
  if (fromEnv) return fromEnv;
  await knex('app_secrets')
    .insert({ name, value: randomBytes(32).toString('base64url') })
    .onConflict('name')
    .ignore();
  const row = (await knex('app_secrets').where({ name }).first('value')) as
    { value: string } | undefined;
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
