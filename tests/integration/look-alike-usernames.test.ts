// Issue 11: look-alike usernames (fullwidth, Cyrillic, math-bold letters, İ) are refused as new
// names, on both back-ends; accounts from before are given their skeleton at the next start.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyRing } from '../../src/infra/accounts/key-ring';
import { prepareKeys } from '../../src/infra/accounts/key-rotation';
import { HttpClient } from '../support/http-client';
import { availableDatabaseKinds } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const TAKEN = 'Username is already taken';

describe.each(availableDatabaseKinds())('look-alike usernames on %s', (kind) => {
  let server: TestServer;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer({ kind, env: { SIGNUPS_PER_HOUR_PER_IP: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const signUp = (username: string) => {
    n += 1;
    return new HttpClient(server.url).post('/api/auth/signup', {
      username,
      email: `alike${n}@example.com`,
      password: 'secret-alike',
    });
  };

  it('refuses names that read the same as a taken one', async () => {
    expect((await signUp('Maple')).status).toBe(201);
    expect((await signUp('ivy')).status).toBe(201);
    for (const lookAlike of [
      'Ｍａｐｌｅ',
      'Mаple',
      '𝐌𝐚𝐩𝐥𝐞',
      'Mâple',
      'mapIe',
      'rnaple',
      'İvy',
      'IVY',
    ]) {
      const response = await signUp(lookAlike);
      expect(response.status, lookAlike).toBe(409);
      expect(response.body).toEqual({ success: false, message: TAKEN });
    }
    expect((await signUp('Mabel')).status).toBe(201);
  });

  it('lets one of two look-alikes racing in win', async () => {
    const statuses = await Promise.all(
      ['Rowan', 'Rоwan'].map(async (name) => (await signUp(name)).status),
    );
    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('gives accounts from before their skeleton at the next start', async () => {
    expect((await signUp('Hollis')).status).toBe(201);
    const knex = server.db.knex;
    await knex('user_keys').update({ username_skeleton_key: null });
    await knex('key_state').update({ username_skeleton_version: 1 });
    await prepareKeys(knex, new KeyRing(path.join(server.dataDir, 'keys')));
    const missing = await knex('user_keys').whereNull('username_skeleton_key').count({ c: '*' });
    expect(Number(missing[0]?.c)).toBe(0);
    expect((await signUp('Hоllis')).status).toBe(409);
    const login = await new HttpClient(server.url).post('/api/auth/login', {
      usernameOrEmail: 'hollis',
      password: 'secret-alike',
    });
    expect(login.status).toBe(200);
  });

  // Issue 34: the skeleton function changed; skeletons stored by the older one are recomputed at
  // the next start, and names taken before that now share a skeleton keep working.
  it('recomputes skeletons made by an older skeleton function at the next start', async () => {
    expect((await signUp('Hazel')).status).toBe(201);
    const knex = server.db.knex;
    const ring = new KeyRing(path.join(server.dataDir, 'keys'));
    // As the older function left them: other hashes, and a name taken beside its look-alike.
    const hazel = await knex('user_keys')
      .orderBy('user_id', 'desc')
      .first<{ user_id: number }>('user_id');
    await knex('user_keys')
      .where({ user_id: hazel!.user_id })
      .update({ username_skeleton_key: 'made-by-skeleton-v1' });
    await knex('key_state').update({ username_skeleton_version: 1 });
    expect((await signUp('hazeI')).status).toBe(201); // a look-alike the old function let in

    const { upgraded } = await prepareKeys(knex, ring);
    expect(upgraded).toBeGreaterThan(0);
    expect((await knex('key_state').first()).username_skeleton_version).toBe(2);
    expect((await signUp('haze1')).status).toBe(409);
    for (const name of ['hazel', 'hazeI']) {
      const login = await new HttpClient(server.url).post('/api/auth/login', {
        usernameOrEmail: name,
        password: 'secret-alike',
      });
      expect(login.status, name).toBe(200);
    }
    // Done once: the next start has nothing to recompute (the younger look-alike keeps no skeleton).
    expect((await prepareKeys(knex, ring)).upgraded).toBe(0);
  });
});
