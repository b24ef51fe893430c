// Key wrapping and rotation: keys stored by older versions are wrapped on first start (and the
// attack that read them straight from the data files stops finding new ones); a rotation runs
// only when a deletion asks for one; a server never starts without the KEK its keys need.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../src/infra/accounts/key-ring';
import { openKeyServices } from '../../src/infra/accounts/key-services';
import { createLogger } from '../../src/infra/logging/logger';
import { prepareKeys, rotateKeys } from '../../src/infra/accounts/key-rotation';
import { unwrapKey } from '../../src/infra/accounts/key-wrapping';
import { changedRegions, scanForVictim, snapshot } from '../support/forensic-scan';
import { HttpClient } from '../support/http-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('key wrapping and rotation', () => {
  let server: TestServer;
  let ring: KeyRing;
  beforeAll(async () => {
    server = await startTestServer();
    ring = new KeyRing(path.join(server.dataDir, 'keys'));
  });
  afterAll(async () => {
    await server?.close();
  });

  const knex = () => server.db.knex;
  const login = (usernameOrEmail: string, password: string) =>
    new HttpClient(server.url).post('/api/auth/login', { usernameOrEmail, password });

  it('wraps the plain keys of an older install on start, and lookups keep working', async () => {
    const person = {
      username: 'Tamsin',
      email: 'tamsin.legacy@example.com',
      password: 'pw-tams-1',
    };
    expect((await new HttpClient(server.url).post('/api/auth/signup', person)).status).toBe(201);
    const row = (await knex()('user_keys')
      .join('accounts_users', 'accounts_users.user_id', 'user_keys.user_id')
      .first('user_keys.*', 'accounts_users.sealed_identity')) as {
      user_id: number;
      wrapped_key: Uint8Array;
      kek_id: string;
      sealed_identity: string;
    };
    const plainKey = unwrapKey(
      ring.get(row.kek_id),
      row.kek_id,
      row.user_id,
      Buffer.from(row.wrapped_key),
    );
    await knex().raw('checkpoint');
    const dbDir = path.join(server.dataDir, 'pgdata');
    const baseline = snapshot([dbDir]);

    // What versions before key wrapping stored: the plain key, no lookups beside it.
    await knex()('user_keys').where({ user_id: row.user_id }).update({
      key: plainKey,
      wrapped_key: null,
      kek_id: null,
      username_key: null,
      email_key: null,
      sealed_names: null,
    });
    await knex()('app_secrets').insert({
      name: 'lookup-keys',
      value: 'an-old-secret-kept-in-the-database',
    });
    await knex().raw('checkpoint');
    // The attack of the issue: a plain key in the data files opens the sealed identity.
    const legacy = scanForVictim(changedRegions([dbDir], baseline), {
      userId: row.user_id,
      sealedIdentity: row.sealed_identity,
      wrappedKeys: [],
    });
    expect(legacy.recovered).toEqual([JSON.stringify({ username: 'Tamsin', email: person.email })]);

    expect(await prepareKeys(knex(), ring)).toEqual({ upgraded: 1 });
    const upgraded = (await knex()('user_keys').where({ user_id: row.user_id }).first()) as {
      key: unknown;
      kek_id: string;
      email_key: string | null;
    };
    expect(upgraded).toMatchObject({ key: null, kek_id: ring.current().id });
    expect(upgraded.email_key).toEqual(expect.any(String));
    expect(await knex()('app_secrets').where({ name: 'lookup-keys' })).toEqual([]);
    expect((await login(person.email, person.password)).body).toMatchObject({
      user: { username: 'Tamsin' },
    });
    expect((await login('TAMSIN', person.password)).status).toBe(200);
  });

  it('rotates only after a deletion when asked to by the schedule, and always when run by hand', async () => {
    expect(await rotateKeys(knex(), ring, { onlyIfPending: true })).toBeNull();
    const gone = { username: 'Fennel', email: 'fennel.rot@example.com', password: 'pw-fenn-1' };
    const tab = new HttpClient(server.url);
    await tab.post('/api/auth/signup', gone);
    const oldKek = ring.current().id;
    await tab.post('/api/account/delete', { password: gone.password });

    const rotated = await rotateKeys(knex(), ring, { onlyIfPending: true });
    expect(rotated).toMatchObject({ rewrapped: 1, destroyed: 1 });
    expect(ring.ids()).toEqual([rotated!.kekId]);
    expect(fs.existsSync(path.join(ring.dir, `${oldKek}.kek`))).toBe(false);
    expect(await rotateKeys(knex(), ring, { onlyIfPending: true })).toBeNull();
    expect(await rotateKeys(knex(), ring)).toMatchObject({ rewrapped: 1, destroyed: 1 });
    expect((await login('tamsin', 'pw-tams-1')).status).toBe(200);
  });

  it('the server schedule rotates at start when a deletion is waiting', async () => {
    const logger = createLogger({ level: 'silent' });
    const config = {
      DATA_DIR: server.dataDir,
      KEY_ROTATION_MINUTES: 60,
      LOOKUP_SECRET: undefined,
      KEYS_DIR: undefined,
    };
    const keys = await openKeyServices(knex(), config, logger);
    const before = keys.ring.current().id;
    keys.startRotation();
    await keys.stopRotation();
    expect(keys.ring.current().id).toBe(before);

    await keys.vault.forget(424242);
    keys.startRotation();
    await keys.stopRotation();
    expect(keys.ring.current().id).not.toBe(before);
    expect(keys.ring.ids()).toEqual([keys.ring.current().id]);
  });

  it('refuses to start when the keys folder lacks the key the database names', async () => {
    const empty = new KeyRing(fs.mkdtempSync(path.join(server.dataDir, 'other-keys-')));
    await expect(prepareKeys(knex(), empty)).rejects.toThrow(
      `The key-encryption key ${ring.current().id} is not in ${empty.dir}. Every server must share this folder (KEYS_DIR)`,
    );
    expect(empty.ids()).toEqual([]);
  });
});
