// Server-side sessions: rows keyed by a hash of the id, expiring when idle, and ended by the
// absolute timeout however active.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChangeNotices, type ChangeNotices } from '../../src/infra/database/change-notices';
import { revokeSessionsOf, sessionStore } from '../../src/infra/http/session';
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

  describe('kept in memory (the change notices)', () => {
    let notices: ChangeNotices;
    beforeAll(() => {
      notices = openChangeNotices(db);
    });
    afterAll(async () => {
      await notices?.close();
    });
    const cached = (absoluteMs = 60_000) => sessionStore(db.knex, absoluteMs, { notices });

    it('serves a session read before from memory (no query), as it is in the table', async () => {
      const store = cached();
      await store.set('kept', { userId: 20, createdAt: Date.now() }, 60_000);
      expect(await store.get('kept')).toMatchObject({ userId: 20 });
      // Behind the cache's back (no notice): the kept copy answers, so reads do not query.
      await db.knex('sessions').update({ user_id: 21 }).where({ user_id: 20 });
      expect(await store.get('kept')).toMatchObject({ userId: 20 });
      store.close();
    });

    it('refuses a destroyed, a revoked, an idle and an absolute-expired session at once', async () => {
      // Timeouts long enough for a busy CI machine to set and read all five in time.
      const store = cached(2_000);
      const now = Date.now();
      await store.set('gone', { userId: 30, createdAt: now }, 60_000);
      await store.set('revoked-1', { userId: 31, createdAt: now }, 60_000);
      await store.set('revoked-2', { userId: 31, createdAt: now }, 60_000);
      await store.set('idle-soon', { userId: 32, createdAt: now }, 1_500);
      await store.set('old-soon', { userId: 33, createdAt: now }, 60_000);
      for (const key of ['gone', 'revoked-1', 'revoked-2', 'idle-soon', 'old-soon'])
        expect(await store.get(key)).toBeDefined(); // all kept now
      await store.destroy('gone');
      await revokeSessionsOf(db.knex, notices, 31);
      const refused = await Promise.all(
        ['gone', 'revoked-1', 'revoked-2', 'gone', 'revoked-1'].map((key) => store.get(key)),
      );
      expect(refused).toEqual([undefined, undefined, undefined, undefined, undefined]);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await store.get('idle-soon')).toBeUndefined();
      expect(await store.get('old-soon')).toBeUndefined();
      store.close();
    });

    it('tells another store (another process) of a destroy', async () => {
      const here = cached();
      const there = cached();
      await here.set('shared', { userId: 40, createdAt: Date.now() }, 60_000);
      expect(await there.get('shared')).toMatchObject({ userId: 40 });
      await here.destroy('shared');
      expect(await there.get('shared')).toBeUndefined();
      here.close();
      there.close();
    });

    it('keeps nothing while notices from other processes could be missed (LISTEN down)', async () => {
      const down = openChangeNotices({
        knex: db.knex,
        kind: 'postgres',
        connectionString: 'postgres://nobody@127.0.0.1:1/none', // nothing listens there
      });
      try {
        expect(down.live).toBe(false);
        const store = sessionStore(db.knex, 60_000, { notices: down });
        await store.set('unsure', { userId: 50, createdAt: Date.now() }, 60_000);
        expect(await store.get('unsure')).toMatchObject({ userId: 50 });
        await db.knex('sessions').where({ user_id: 50 }).delete(); // another process logs out
        expect(await store.get('unsure')).toBeUndefined();
        store.close();
      } finally {
        await down.close();
      }
    });
  });
});
