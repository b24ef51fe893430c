// LISTEN on a dedicated connection (a pooled one could be handed to someone else) and turn each
// NOTIFY from another process's append into a wake-up. Best effort: if the connection drops we
// reconnect with a capped, jittered backoff; meanwhile subscriptions fall back to polling.
import type { EventEmitter } from 'node:events';
import pg from 'pg';
import { backoffDelay, type BackoffOptions } from '../database/backoff';
import { WAKE_EVENT } from './polling-subscription';

export const NOTIFY_CHANNEL = 'lantern_events';

export class PgListener {
  private client: pg.Client | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private failures = 0;

  constructor(
    private readonly connectionString: string,
    private readonly wakeups: EventEmitter,
    private readonly onError: (error: unknown) => void,
    private readonly backoff: BackoffOptions = { initialMs: 250, maxMs: 5000 },
  ) {}

  /** Starts listening once; later calls return the same promise. Never rejects. */
  start(): Promise<void> {
    this.starting ??= this.connect();
    return this.starting;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    client.on('notification', () => this.wakeups.emit(WAKE_EVENT));
    client.on('error', (error) => this.fail(client, error));
    client.on('end', () => this.fail(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${NOTIFY_CHANNEL}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.failures = 0;
      // Anything appended while we were not listening is picked up by one immediate read.
      this.wakeups.emit(WAKE_EVENT);
    } catch (error) {
      this.fail(client, error);
    }
  }

  private fail(client: pg.Client, error: unknown): void {
    if (this.closed || (this.client && this.client !== client)) return;
    this.client = undefined;
    // A dead client may still emit: keep swallowing its errors, but never act on them twice.
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.onError(error);
    if (!this.reconnectTimer) {
      this.reconnectTimer = setTimeout(
        () => {
          this.reconnectTimer = undefined;
          this.starting = this.connect();
        },
        backoffDelay(this.failures++, this.backoff),
      );
      this.reconnectTimer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.starting;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
