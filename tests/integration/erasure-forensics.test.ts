// Erasure that holds against someone who reads every file: sign up, delete the account, and try
// every 32-byte run found in the database files and the keys folder as the deleted person's key
// (and as a key-encryption key for every wrapped copy of it). Before the key rotation this
// recovers their username and email (the attack works: the keys folder still holds the KEK that
// wrapped their key); after it, nothing. Likewise their lookup hashes, recomputed with the keys
// the server holds, lead to a stored row or event before the rotation and to nothing after it.
// Runs on PGlite (DATA_DIR) and on a PostgreSQL cluster of its own (its base/ and pg_wal/).
import { createCipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lookupSecret, HmacLookupKeys } from '../../src/infra/accounts/hmac-lookup-keys';
import { KeyRing } from '../../src/infra/accounts/key-ring';
import { rotateKeys } from '../../src/infra/accounts/key-rotation';
import { encryptBlock, expandKey } from '../support/aes-block';
import { HttpClient } from '../support/http-client';
import {
  changedRegions,
  filesWithAny,
  scanForVictim,
  snapshot,
  type ScanResult,
  type Victim,
} from '../support/forensic-scan';
import { startTestServer, type TestServer } from '../support/test-server';
import { startTestServerOn } from '../support/test-server-on';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';

const kinds = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL && postgresBinDir() ? ['postgres'] : []),
];

it('tries keys with an AES-256 that agrees with node:crypto', () => {
  for (let i = 0; i < 200; i++) {
    const key = randomBytes(32);
    const block = randomBytes(16);
    const cipher = createCipheriv('aes-256-ecb', key, null).setAutoPadding(false);
    const fast = encryptBlock(expandKey(key), block, new Uint8Array(16));
    expect(Buffer.from(fast).equals(cipher.update(block))).toBe(true);
  }
});

describe.each(kinds)('erasure on %s', (kind) => {
  let cluster: ThrowawayPostgres | undefined;
  let server: TestServer;
  let dbDirs: string[];
  let keysDir: string;

  beforeAll(async () => {
    if (kind === 'postgres') {
      cluster = startThrowawayPostgres();
      server = await startTestServerOn(cluster.url);
      const row = (await server.db.knex.raw('show data_directory')) as {
        rows: { data_directory: string }[];
      };
      dbDirs = [row.rows[0]!.data_directory];
    } else {
      server = await startTestServer();
      dbDirs = [path.join(server.dataDir, 'pgdata')];
    }
    keysDir = path.join(server.dataDir, 'keys');
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    cluster?.destroy();
  });

  const checkpoint = () => server.db.knex.raw('checkpoint');
  const lookupHashesOf = (names: { username: string; email: string }) => {
    // Every KEK the server holds right now, as an attacker who also took the keys folder.
    const ring = new KeyRing(keysDir);
    return ring.ids().flatMap((id) => {
      const keys = HmacLookupKeys.fixed(lookupSecret(ring.get(id)));
      return [keys.username(names.username), keys.email(names.email)];
    });
  };

  it('recovers a deleted person before the key rotation, and nothing after it', async () => {
    const bystander = {
      username: 'Rowan',
      email: 'rowan.erasure@example.com',
      password: 'pw-rowan-1',
    };
    const victim = {
      username: 'Marlowe',
      email: 'marlowe.erasure@example.com',
      password: 'pw-marl-1',
    };
    expect((await new HttpClient(server.url).post('/api/auth/signup', bystander)).status).toBe(201);
    await checkpoint();
    // Nothing about the victim exists yet: pages unchanged from here on cannot hold any of it.
    const baseline = snapshot(dbDirs);

    const tab = new HttpClient(server.url);
    expect((await tab.post('/api/auth/signup', victim)).status).toBe(201);
    const row = (await server.db
      .knex('accounts_users')
      .join('user_keys', 'user_keys.user_id', 'accounts_users.user_id')
      .first('accounts_users.user_id', 'sealed_identity', 'wrapped_key')
      .where('user_keys.username_key', lookupHashesOf(victim)[0])) as {
      user_id: number;
      sealed_identity: string;
      wrapped_key: Uint8Array;
    };
    const target: Victim = {
      userId: row.user_id,
      sealedIdentity: row.sealed_identity,
      wrappedKeys: [Buffer.from(row.wrapped_key)],
    };
    const hashesBefore = lookupHashesOf(victim);
    const deleted = await tab.post('/api/account/delete', { password: victim.password });
    expect(deleted.body).toEqual({
      success: true,
      message: 'Your account and its data have been deleted.',
    });
    await checkpoint();

    const scan = (): ScanResult =>
      scanForVictim(changedRegions(dbDirs, baseline, [keysDir]), target);
    const before = scan();
    expect(before.recovered).toEqual([
      JSON.stringify({ username: victim.username, email: victim.email }),
    ]);
    expect(filesWithAny(dbDirs, hashesBefore)).not.toEqual([]);

    // The documented rotation (what the server runs after a deletion, and npm run keys:rotate).
    const rotation = await rotateKeys(server.db.knex, new KeyRing(keysDir));
    expect(rotation).toMatchObject({ rewrapped: 1, destroyed: 1 });
    await checkpoint();

    const after = scan();
    expect(after.recovered).toEqual([]);
    expect(after.runsTried).toBeGreaterThan(before.runsTried / 2);
    const hashesAfter = lookupHashesOf(victim);
    expect(hashesAfter).not.toEqual(hashesBefore);
    expect(filesWithAny([...dbDirs, server.dataDir], hashesAfter)).toEqual([]);
    expect(filesWithAny([...dbDirs, server.dataDir], [victim.email, victim.username])).toEqual([]);
    console.info(
      `[erasure ${kind}] scanned ${(after.bytesScanned / 1e6).toFixed(1)} MB, ` +
        `${after.runsTried} runs in ${Math.round(after.ms)} ms (before rotation: ` +
        `${before.runsTried} runs in ${Math.round(before.ms)} ms)`,
    );

    // The scan held the event loop: let the server close idle keep-alive sockets before reuse.
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The living are untouched: their key was re-wrapped and their lookups re-keyed.
    const login = await new HttpClient(server.url).post('/api/auth/login', {
      usernameOrEmail: bystander.email,
      password: bystander.password,
    });
    expect(login.body).toMatchObject({ user: { username: bystander.username } });
    const twin = await new HttpClient(server.url).post('/api/auth/signup', {
      username: 'rowan',
      email: 'someone.else@example.com',
      password: 'pw-twin-1',
    });
    expect(twin.status).toBe(409);
    // And the deleted person's names are free again.
    expect((await new HttpClient(server.url).post('/api/auth/signup', victim)).status).toBe(201);
  }, 300_000);
});
