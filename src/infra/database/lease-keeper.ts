// Keeps a lease (a PostgreSQL session advisory lock on its own connection) for as long as the
// process runs. When the connection dies (restart, failover, network), the work done under the
// lease is stopped at once, and the keeper reconnects with a capped, jittered backoff and takes
// the lease again, or stands by while another process holds it. Nobody has to restart the app.
import pg from 'pg';
import type { Logger } from 'pino';
import { backoffDelay, type BackoffOptions } from './backoff';
import { describeDatabaseError } from './database-errors';

export interface LeaseKeeperOptions {
  connectionString: string;
  name: string;
  logger: Logger;
  /** Starts the work done under the lease. A rejection gives the lease up and retries later. */
  onAcquired(): Promise<void>;
  /** Stops that work: the lease is gone and another process may take it any moment. */
  onLost(): Promise<void>;
  /** How often a standby asks for the lease again. Default 2 s. */
  standbyRetryMs?: number;
  /** After a failed or lost connection. Default 250 ms doubling up to 5 s, jittered. */
  backoff?: BackoffOptions;
  /** A held lease's connection is checked this often; no answer within it counts as lost. Default 5 s. */
  heartbeatMs?: number;
}

const LOCK_SQL = 'select pg_try_advisory_lock(hashtext($1)) as locked';

/** An interruptible sleep: close() must not wait out a backoff. */
class Pause {
  private readonly sleepers = new Set<() => void>();
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
  interrupt(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}

export class LeaseKeeper {
  private closed = false;
  private holding = false;
  private client: pg.Client | undefined;
  private loop: Promise<void> | undefined;
  private readonly pause = new Pause();

  constructor(private readonly options: LeaseKeeperOptions) {}

  /** This process holds the lease and its work has started. */
  get held(): boolean {
    return this.holding;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops the work under the lease, lets the lease go and stops trying. */
  async close(): Promise<void> {
    this.closed = true;
    this.pause.interrupt();
    // The work stops before the lock is let go, so no other process overlaps with it.
    if (this.holding) {
      this.holding = false;
      await this.options.onLost().catch(() => undefined);
    }
    // Bounded: a connection whose network went silent must not hold up a shutdown.
    const client = this.client;
    if (client) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        client.end().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, 2000))),
      ]);
      clearTimeout(timer);
    }
    await this.loop;
  }

  private async run(): Promise<void> {
    const { logger, name } = this.options;
    const backoff = this.options.backoff ?? { initialMs: 250, maxMs: 5000 };
    let failures = 0;
    while (!this.closed) {
      const client = new pg.Client({
        connectionString: this.options.connectionString,
        keepAlive: true,
        connectionTimeoutMillis: this.options.heartbeatMs ?? 5000,
      });
      // Every 'error' is handled here: an unhandled one would crash the process.
      const lost = new Promise<Error>((resolve) => {
        client.on('error', resolve);
        client.on('end', () => resolve(new Error('lease connection ended')));
      });
      this.client = client;
      let wasHeld = false;
      try {
        await client.connect();
        await this.waitForLock(client, lost);
        if (this.closed) break;
        wasHeld = true;
        this.holding = true;
        if (failures > 0) logger.warn({ lease: name }, 'lease taken again after reconnecting');
        else logger.info({ lease: name }, 'lease acquired');
        await this.options.onAcquired();
        // Only work that started resets the backoff: a start that keeps failing slows down.
        failures = 0;
        throw await this.watch(client, lost);
      } catch (error) {
        if (this.closed) break;
        if (wasHeld) {
          this.holding = false;
          await this.options.onLost().catch((stopError: unknown) => {
            logger.error({ err: stopError, lease: name }, 'stopping the leased work failed');
          });
        }
        const delay = backoffDelay(failures++, backoff);
        logger.warn(
          { lease: name, reason: describeDatabaseError(error), retryInMs: delay },
          wasHeld ? 'lease lost; reconnecting' : 'lease connection failed; retrying',
        );
        await this.pause.sleep(delay);
      } finally {
        this.holding = false;
        this.client = undefined;
        client.removeAllListeners();
        client.on('error', () => undefined);
        // Not awaited: ending a connection whose network went silent can take minutes.
        void client.end().catch(() => undefined);
      }
    }
  }

  /** Resolves once the lock is ours (or close() was called); throws if the connection is lost. */
  private async waitForLock(client: pg.Client, lost: Promise<Error>): Promise<void> {
    let told = false;
    while (!this.closed) {
      const result = await client.query<{ locked: boolean }>(LOCK_SQL, [this.options.name]);
      if (result.rows[0]?.locked) return;
      if (!told) {
        this.options.logger.info(
          { lease: this.options.name },
          'another process holds the lease; standing by',
        );
        told = true;
      }
      const outcome = await Promise.race([
        lost,
        this.pause.sleep(this.options.standbyRetryMs ?? 2000),
      ]);
      if (outcome instanceof Error) throw outcome;
    }
  }

  /** Resolves with the reason the held lease was lost; a heartbeat catches a silent network. */
  private async watch(client: pg.Client, lost: Promise<Error>): Promise<Error> {
    const heartbeatMs = this.options.heartbeatMs ?? 5000;
    while (!this.closed) {
      const outcome = await Promise.race([lost, this.pause.sleep(heartbeatMs)]);
      if (outcome instanceof Error) return outcome;
      if (this.closed) break;
      let timer: NodeJS.Timeout | undefined;
      const silence = new Promise<Error>((resolve) => {
        timer = setTimeout(
          () => resolve(new Error('lease connection stopped answering')),
          heartbeatMs,
        );
      });
      const answer = await Promise.race([
        client.query('select 1').then(
          () => undefined,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        ),
        lost,
        silence,
      ]);
      clearTimeout(timer);
      if (answer) return answer;
    }
    return new Error('lease closed');
  }
}
