// Read-your-writes across processes (server PostgreSQL): the answer to a write names its log
// position in a cookie, and a request carrying a position this process has not heard the notices
// up to is answered from the database, not from the signed-in view it keeps in memory.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_YOUR_WRITES_COOKIE } from '../../src/infra/http/middleware/read-your-writes';
import type { HttpClient } from '../support/http-client';
import { signedInTab } from '../support/signed-in';
import { startTestServer, type TestServer } from '../support/test-server';

type Check = { user: { id: number; journeyCount: number } };

describe.skipIf(!process.env.TEST_DATABASE_URL)('read-your-writes on server PostgreSQL', () => {
  let server: TestServer;
  let tab: HttpClient;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'postgres' });
    tab = await signedInTab(server.url, 'Reread');
  }, 60_000);
  afterAll(() => server?.close());

  const journeysLeft = async (cookie?: string) => {
    const reader = tab.clone();
    reader.cookies.delete(READ_YOUR_WRITES_COOKIE);
    if (cookie) reader.cookies.set(READ_YOUR_WRITES_COOKIE, cookie);
    return (await reader.get<Check>('/api/auth/check')).body.user.journeyCount;
  };

  it('answers a write with its position, and a read with none', async () => {
    expect(tab.cookies.has(READ_YOUR_WRITES_COOKIE)).toBe(true); // the sign-up wrote
    tab.cookies.delete(READ_YOUR_WRITES_COOKIE);
    await tab.get('/api/auth/check');
    expect(tab.cookies.has(READ_YOUR_WRITES_COOKIE)).toBe(false);
    const story = await tab.post('/api/story', {
      mood: 'tired',
      format: 'fable',
      journeyId: randomUUID(),
    });
    expect(story.status).toBe(200);
    expect(tab.cookies.get(READ_YOUR_WRITES_COOKIE)).toMatch(/^\d+\.\d+$/);
  });

  it('reads the database for a client that wrote past what this process has heard', async () => {
    const { id } = (await tab.get<Check>('/api/auth/check')).body.user;
    expect(await journeysLeft()).toBe(2); // now kept in memory
    // A change this process hears nothing of (as if another process's notice were still on its way).
    await server.db.knex('allowance').where({ user_id: id }).update({ used: 3 });
    expect(await journeysLeft()).toBe(2);
    expect(await journeysLeft('1.1')).toBe(2); // a position long heard: the kept view serves
    expect(await journeysLeft(`${2n ** 62n}.1`)).toBe(0); // not heard yet: the database answers
  });
});
