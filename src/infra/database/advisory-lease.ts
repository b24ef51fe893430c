// A lease held as a PostgreSQL session advisory lock on its own connection: exactly one process
// holds it; if that process dies, its connection closes and the lock is free for a standby.
import pg from 'pg';
import type { Logger } from 'pino';

export interface Lease {
  /** Resolves once this process holds the lease. */
  acquired: Promise<void>;
  /** Called if the lease connection is lost after it was acquired. */
  onLost(listener: () => void): void;
  release(): Promise<void>;
}

const LOCK_SQL = 'select pg_try_advisory_lock(hashtext($1)) as locked';

export function acquireAdvisoryLease(options: {
  connectionString: string;
  name: string;
  logger: Logger;
  retryMs?: number;
}): Lease {
  const client = new pg.Client({ connectionString: options.connectionString });
  const lostListeners: (() => void)[] = [];
  let released = false;
  let timer: NodeJS.Timeout | undefined;
  let held = false;

  client.on('error', (error) => {
    options.logger.error({ err: error }, 'lease connection failed');
    if (held && !released) lostListeners.forEach((listener) => listener());
  });

  const acquired = (async () => {
    await client.connect();
    for (;;) {
      if (released) throw new Error('lease released before it was acquired');
      const result = await client.query<{ locked: boolean }>(LOCK_SQL, [options.name]);
      if (result.rows[0]?.locked) {
        held = true;
        return;
      }
      options.logger.info({ lease: options.name }, 'another process holds the lease; standing by');
      await new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.retryMs ?? 2000);
      });
    }
  })();

  return {
    acquired,
    onLost: (listener) => lostListeners.push(listener),
    release: async () => {
      released = true;
      clearTimeout(timer);
      await client.end().catch(() => undefined);
    },
  };
}
