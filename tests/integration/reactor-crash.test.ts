// Crashes at the two worst moments, on PGlite and on server PostgreSQL. Right after UserDeleted
// is recorded (before any erasure step): after a restart the erasure reactor has destroyed the
// key, released the names and ended the sessions. After a sign-up claimed its names but before
// UserSignedUp: after a restart (and the grace period) the names are free again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimName } from '../../src/app/accounts/sign-up';
import { runUserCommand } from '../../src/app/accounts/user-commands';
import { loadConfig } from '../../src/infra/config/config';
import { createLogger } from '../../src/infra/logging/logger';
import { appModules } from '../../src/infra/modules/app-modules';
import { createRuntime } from '../../src/infra/runtime';
import { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import {
  availableDatabaseKinds,
  createTestDatabase,
  type TestDatabase,
} from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';

const silent = createLogger({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${what}: not within 10 s`);
    await sleep(50);
  }
}

describe.each(availableDatabaseKinds())('crash healing on %s', (kind) => {
  let db: TestDatabase;
  let server: TestServer | undefined;
  const env = { ABANDONED_SIGN_UP_SECONDS: '1' };
  const start = async () => (server = await startTestServer({ db, env }));
  const crash = async () => {
    await server?.close(); // the database stays: a restart comes next
    server = undefined;
  };

  beforeAll(async () => {
    db = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await server?.close();
    await db?.destroy();
  });

  it('a crash right after UserDeleted: the restart erases the person all the same', async () => {
    const first = await start();
    const tab = await signedInTab(first.url, 'Juniper');
    const { id } = (await tab.get('/api/auth/check')).body.user as { id: number };
    const sealed = (await db.knex('accounts_users').where({ user_id: id }).first())
      .sealed_identity as string;
    const accounts = first.modules.use('accounts').deps;
    expect(await accounts.vault.open(id, sealed)).toMatchObject({ username: 'Juniper' });
    expect(await db.knex('sessions').where({ user_id: id })).toHaveLength(1);
    await crash();

    // What a crash leaves: the deletion recorded, not one erasure step taken.
    const offline = await createRuntime(
      loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      silent,
      {
        runProjections: false,
        modules: appModules,
        db,
      },
    );
    const actor = { actor: String(id), correlationId: 'crash-test' };
    await runUserCommand(
      { store: offline.store, waitForProjections: async () => true },
      id,
      { type: 'DeleteUser', now: new Date().toISOString() },
      actor,
    );
    await offline.close();
    expect(await db.knex('user_keys').where({ user_id: id }).first()).toBeDefined();

    const second = await start();
    await until('the key destroyed', async () =>
      (await db.knex('user_keys').where({ user_id: id }).first()) ? undefined : true,
    );
    const deps = second.modules.use('accounts').deps;
    expect(await deps.vault.open(id, sealed)).toBeNull();
    expect(await db.knex('sessions').where({ user_id: id })).toEqual([]);
    // The names are free: someone else may take them.
    await until('the names released', async () => {
      const again = await new HttpClient(second.url).post('/api/auth/signup', {
        username: 'Juniper',
        email: 'juniper@example.com',
        password: 'a-new-password',
      });
      return again.status === 201 ? true : undefined;
    });
    await crash();
  });

  it('a crash after the name claims of a sign-up: the restart frees the names', async () => {
    const first = await start();
    const deps = first.modules.use('accounts').deps;
    const userId = await deps.userIds.next();
    const names = { username: 'Sequoia', email: 'sequoia@example.com' };
    expect(await deps.vault.createKey(userId, names)).toBeNull();
    const actor = { actor: 'anonymous', correlationId: 'crash-test' };
    for (const kind of ['username', 'email'] as const) {
      const key =
        kind === 'username'
          ? deps.lookupKeys.username(names.username)
          : deps.lookupKeys.email(names.email);
      await claimName(deps, kind, key, { type: 'Claim', userId }, actor);
    }
    // The process dies here, before UserSignedUp: the names look taken.
    const taken = await new HttpClient(first.url).post('/api/auth/signup', {
      ...names,
      password: 'a-good-password',
    });
    expect(taken.status).toBe(409);
    await crash();

    await sleep(1100); // the grace period (ABANDONED_SIGN_UP_SECONDS=1) passes
    const second = await start();
    await until('the abandoned sign-up healed', async () =>
      (await db.knex('user_keys').where({ user_id: userId }).first()) ? undefined : true,
    );
    const signUp = await new HttpClient(second.url).post('/api/auth/signup', {
      ...names,
      password: 'a-good-password',
    });
    expect(signUp.status).toBe(201);
    await crash();
  });

  it('never frees the names of a sign-up the log recorded, however late the read models', async () => {
    const first = await start();
    const tab = await signedInTab(first.url, 'Larch');
    const { id } = (await tab.get('/api/auth/check')).body.user as { id: number };
    // As if the read model had not caught up: the row is missing, the log has the sign-up.
    await db.knex('accounts_users').where({ user_id: id }).delete();
    await sleep(1100);
    const healed = await import('../../src/app/accounts/abandoned-sign-ups').then(async (m) =>
      m.healAbandonedSignUps(
        first.modules.use('accounts').deps,
        {
          find: async () => [{ userId: id, usernameKey: null, emailKey: null }],
        },
        1000,
      ),
    );
    expect(healed).toBe(0);
    expect(await db.knex('user_keys').where({ user_id: id }).first()).toBeDefined();
    await crash();
  });
});
