// The projections lease heals by itself: a holder whose connection is killed stops its work at
// once, a standby takes over, and the first takes the lease again when it is free, all without
// anyone restarting anything.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { LeaseKeeper } from '../../src/infra/database/lease-keeper';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(20);
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('lease keeper (server PostgreSQL)', () => {
  let db: TestDatabase;
  const keepers: LeaseKeeper[] = [];
  afterAll(async () => {
    await Promise.all(keepers.map((keeper) => keeper.close()));
    await db?.destroy();
  });

  function keeper(label: string, journal: string[], reconnectMs: number): LeaseKeeper {
    const created = new LeaseKeeper({
      connectionString: db.location,
      name: 'self-healing-test',
      logger,
      standbyRetryMs: 50,
      backoff: { initialMs: reconnectMs, maxMs: reconnectMs },
      onAcquired: async () => void journal.push(`${label} started`),
      onLost: async () => void journal.push(`${label} stopped`),
    });
    keepers.push(created);
    created.start();
    return created;
  }

  /** The backend holding the advisory lock, as an operator would find it. */
  async function holderPid(): Promise<number | undefined> {
    const { rows } = (await db.knex.raw(
      `select pid from pg_locks where locktype = 'advisory' and granted and database =
         (select oid from pg_database where datname = current_database())`,
    )) as { rows: { pid: number }[] };
    return rows[0]?.pid;
  }

  it('stops the work when its connection dies, lets the standby take over, and takes it back later', async () => {
    db = await createTestDatabase('postgres');
    const journal: string[] = [];
    // The first reconnects slower than the standby asks, so the standby wins the free lease.
    const first = keeper('first', journal, 1000);
    await until('first holds', () => first.held);
    const second = keeper('second', journal, 20);
    await sleep(300);
    expect(second.held).toBe(false);

    // Kill the holder's session, as a restart or failover would.
    const pid = await holderPid();
    expect(pid).toBeDefined();
    await db.knex.raw('select pg_terminate_backend(?)', [pid ?? 0]);
    await until('second takes over', () => second.held);
    expect(journal.slice(0, 3)).toEqual(['first started', 'first stopped', 'second started']);
    await sleep(300);
    expect(first.held).toBe(false); // standing by, not holding twice

    await second.close();
    await until('first takes the lease back', () => first.held);
    expect(journal).toEqual([
      'first started',
      'first stopped',
      'second started',
      'second stopped',
      'first started',
    ]);
    await first.close();
    expect(journal.at(-1)).toBe('first stopped');
    expect(await holderPid()).toBeUndefined();
  });
});
