// Server-side sessions: rows keyed by a hash of the id, expiring when idle, and ended by the
// absolute timeout however active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStore } from '../../src/infra/http/session';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

describe('session store', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('keeps only a hash of the session id', async () => {
    const store = sessionStore(db.knex, 60_000);
    await store.set('plain-session-id', { userId: 5, createdAt: Date.now() }, 60_000);
    expect(await store.get('plain-session-id')).toMatchObject({ userId: 5 });
    expect(JSON.stringify(await db.knex('sessions').select('id'))).not.toContain(
      'plain-session-id',
    );
    await store.destroy('plain-session-id');
    expect(await store.get('plain-session-id')).toBeUndefined();
  });

  it('ends an idle session when its max age passes', async () => {
    const store = sessionStore(db.knex, 60_000);
    await store.set('idle', { userId: 6, createdAt: Date.now() }, 50);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await store.get('idle')).toBeUndefined();
  });

  it('ends a session past the absolute timeout even while in use', async () => {
    const store = sessionStore(db.knex, 100);
    await store.set('busy', { userId: 7, createdAt: Date.now() - 150 }, 60_000);
    expect(await store.get('busy')).toBeUndefined();
    expect(await db.knex('sessions').where({ user_id: 7 }).count({ n: '*' }).first()).toMatchObject(
      { n: 0 },
    );
  });
});
