// Change notices for in-process caches (the signed-in view, the session cache): "these keys
// changed" (`user:12`, `session:<hash>`) or "everything may have changed" ('*').
//
// - PGlite: one process holds the data directory, so a change is announced to this process's
//   listeners right after it commits. Always live.
// - Server PostgreSQL: the notice is a NOTIFY sent inside the transaction that makes the change
//   (so it goes out with the commit and never for a rollback), and every process LISTENs on a
//   dedicated connection. This process's own listeners are told as soon as the transaction
//   commits, before its answer goes out. While the LISTEN connection is down a process can miss
//   notices: it is not `live`, and caches neither serve nor keep anything until it is back (then
//   they start empty).
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { ChannelListener } from './channel-listener';
import type { Database } from './database';

export const CHANGE_CHANNEL = 'lantern_changes';
export const EVERYTHING = '*';
/** NOTIFY payloads must stay under 8,000 bytes: a longer list becomes "everything". */
const MAX_PAYLOAD = 7000;

export type ChangedKeys = readonly string[] | typeof EVERYTHING;

export interface ChangeNotices {
  /** False while notices from other processes may be missed: caches must not be used. */
  readonly live: boolean;
  /**
   * Runs `work` and the notice in one transaction, then tells this process's listeners (before
   * resolving). `work` must use the transaction it is given.
   */
  change<T>(keys: ChangedKeys, work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** Inside a transaction someone else commits: the NOTIFY part (a no-op on PGlite). */
  announceIn(trx: Knex.Transaction, keys: ChangedKeys): Promise<void>;
  /** After that transaction committed: tells this process's listeners. */
  committed(keys: ChangedKeys): void;
  /** Called for every notice, this process's and (on a server) other processes'. */
  subscribe(listener: (keys: ChangedKeys) => void): () => void;
  close(): Promise<void>;
}

const payloadOf = (keys: ChangedKeys): string => {
  if (keys === EVERYTHING) return EVERYTHING;
  const payload = JSON.stringify(keys);
  return payload.length > MAX_PAYLOAD ? EVERYTHING : payload;
};

const keysOf = (payload: string | undefined): ChangedKeys => {
  if (!payload || payload === EVERYTHING) return EVERYTHING;
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) && parsed.every((key) => typeof key === 'string')
      ? parsed
      : EVERYTHING;
  } catch {
    return EVERYTHING;
  }
};

export function openChangeNotices(
  db: Pick<Database, 'knex' | 'kind' | 'connectionString'>,
  onError: (error: unknown) => void = () => undefined,
): ChangeNotices {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const tell = (keys: ChangedKeys) => emitter.emit('change', keys);
  const server = db.kind === 'postgres' && db.connectionString ? db.connectionString : null;
  // Everything is "changed" on each (re)connect and each loss: notices may have been missed.
  const listener = server
    ? new ChannelListener(
        server,
        CHANGE_CHANNEL,
        {
          notice: (payload) => tell(keysOf(payload)),
          connected: () => tell(EVERYTHING),
          lost: () => tell(EVERYTHING),
        },
        onError,
      )
    : null;
  void listener?.start();

  const announceIn = async (trx: Knex.Transaction, keys: ChangedKeys) => {
    if (!server) return;
    if (keys !== EVERYTHING && keys.length === 0) return;
    await trx.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payloadOf(keys)]);
  };
  const committed = (keys: ChangedKeys) => {
    if (keys !== EVERYTHING && keys.length === 0) return;
    tell(keys);
  };
  return {
    get live() {
      return listener ? listener.listening : true;
    },
    async change(keys, work) {
      const result = await db.knex.transaction(async (trx) => {
        const value = await work(trx);
        await announceIn(trx, keys);
        return value;
      });
      committed(keys);
      return result;
    },
    announceIn,
    committed,
    subscribe(fn) {
      emitter.on('change', fn);
      return () => emitter.off('change', fn);
    },
    async close() {
      await listener?.close();
      emitter.removeAllListeners();
    },
  };
}
