// LISTEN on one channel over a dedicated connection (a pooled one could be handed to someone
// else). Best effort: when the connection drops it reconnects with a capped, jittered backoff.
// While it is down notices can be missed, so the owner is told when it connects and when it
// loses the connection, and decides what "maybe missed" means for it.
import pg from 'pg';
import { backoffDelay, type BackoffOptions } from './backoff';

export interface ChannelHandlers {
  /** A NOTIFY on the channel, with its payload. */
  notice(payload: string | undefined): void;
  /** Listening (again): anything sent while it was not may have been missed. */
  connected(): void;
  /** The connection is lost; a reconnect is scheduled. */
  lost(): void;
}

export class ChannelListener {
  private client: pg.Client | undefined;
  private closed = false;
  private timer: NodeJS.Timeout | undefined;
  private starting: Promise<void> | undefined;
  private failures = 0;
  listening = false;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: ChannelHandlers,
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
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.notice(message.payload);
    });
    client.on('error', (error) => this.fail(client, error));
    client.on('end', () => this.fail(client, new Error('LISTEN connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${this.channel}`);
      if (this.closed) {
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.failures = 0;
      this.handlers.connected();
      this.listening = true;
    } catch (error) {
      this.fail(client, error);
    }
  }

  private fail(client: pg.Client, error: unknown): void {
    if (this.closed || (this.client && this.client !== client)) return;
    this.listening = false;
    this.handlers.lost();
    this.client = undefined;
    // A dead client may still emit: keep swallowing its errors, but never act on them twice.
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    this.onError(error);
    if (!this.timer) {
      this.timer = setTimeout(
        () => {
          this.timer = undefined;
          this.starting = this.connect();
        },
        backoffDelay(this.failures++, this.backoff),
      );
      this.timer.unref();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.timer) clearTimeout(this.timer);
    await this.starting;
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }
}
