// The projections lease on server PostgreSQL: one holder at a time; a standby takes over when the
// holder goes away.
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireAdvisoryLease } from '../../src/infra/database/advisory-lease';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

const logger = pino({ level: 'silent' });

describe.runIf(process.env.TEST_DATABASE_URL)('advisory lease (server PostgreSQL)', () => {
  let db: TestDatabase;
  afterAll(async () => {
    await db?.destroy();
  });

  it('lets one holder run and hands over to the standby on release', async () => {
    db = await createTestDatabase('postgres');
    const connectionString = db.location;
    const first = acquireAdvisoryLease({
      connectionString,
      name: 'test-lease',
      logger,
      retryMs: 50,
    });
    await first.acquired;
    const second = acquireAdvisoryLease({
      connectionString,
      name: 'test-lease',
      logger,
      retryMs: 50,
    });
    let secondHolds = false;
    void second.acquired.then(() => (secondHolds = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(secondHolds).toBe(false);
    await first.release();
    await second.acquired;
    expect(secondHolds).toBe(true);
    await second.release();
  });
});
