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
// The projections' notices also carry the log position of their batch: `heard` is the newest
// one this process has been told of, for read-your-writes (read-your-writes.ts).
import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import { comparePositions, type Position } from '../../app/shared/event-store.port';
import { ChannelListener } from './channel-listener';
import { decodePosition, encodePosition } from './read-your-writes';
import type { Database } from './database';

export const CHANGE_CHANNEL = 'lantern_changes';
export const EVERYTHING = '*';
/** NOTIFY payloads must stay under 8,000 bytes: a longer list becomes "everything". */
const MAX_PAYLOAD = 7000;

export type ChangedKeys = readonly string[] | typeof EVERYTHING;

export interface ChangeNotices {
  /** False while notices from other processes may be missed: caches must not be used. */
  readonly live: boolean;
  /** The newest log position whose read-model changes this process has been told of. */
  readonly heard: Position | undefined;
  /**
   * Runs `work` and the notice in one transaction, then tells this process's listeners (before
   * resolving). `work` must use the transaction it is given.
   */
  change<T>(keys: ChangedKeys, work: (trx: Knex.Transaction) => Promise<T>): Promise<T>;
  /** Inside a transaction someone else commits: the NOTIFY part (a no-op on PGlite). With the
   *  position of the events it applied, it is sent even when it names no keys. */
  announceIn(trx: Knex.Transaction, keys: ChangedKeys, position?: Position): Promise<void>;
  /** After that transaction committed: tells this process's listeners. */
  committed(keys: ChangedKeys, position?: Position): void;
  /** Called for every notice, this process's and (on a server) other processes'. */
  subscribe(listener: (keys: ChangedKeys) => void): () => void;
  close(): Promise<void>;
}

/** A notice: the keys as a JSON array or '*', or with a position {"k": keys, "p": "c.p"}. */
export const payloadOf = (keys: ChangedKeys, position?: Position): string => {
  const listed = keys === EVERYTHING ? EVERYTHING : JSON.stringify(keys);
  const k = listed.length > MAX_PAYLOAD ? EVERYTHING : keys;
  if (position) return JSON.stringify({ k, p: encodePosition(position) });
  return k === EVERYTHING ? EVERYTHING : listed;
};

const isKeyList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((key) => typeof key === 'string');

/** What a notice says; anything unreadable means "everything may have changed". */
export const noticeOf = (
  payload: string | undefined,
): { keys: ChangedKeys; position?: Position } => {
  if (!payload || payload === EVERYTHING) return { keys: EVERYTHING };
  try {
    const parsed: unknown = JSON.parse(payload);
    if (isKeyList(parsed)) return { keys: parsed };
    const { k, p } = (parsed ?? {}) as { k?: unknown; p?: unknown };
    const keys = isKeyList(k) ? k : EVERYTHING;
    const position = typeof p === 'string' ? decodePosition(p) : undefined;
    return position ? { keys, position } : { keys };
  } catch {
    return { keys: EVERYTHING };
  }
};

export function openChangeNotices(
  db: Pick<Database, 'knex' | 'kind' | 'connectionString'>,
  onError: (error: unknown) => void = () => undefined,
): ChangeNotices {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let heard: Position | undefined;
  // The caches drop first; only then is the position heard (a request waiting for it may read).
  const tell = (keys: ChangedKeys, position?: Position) => {
    emitter.emit('change', keys);
    if (position && (!heard || comparePositions(position, heard) > 0)) heard = position;
  };
  const server = db.kind === 'postgres' && db.connectionString ? db.connectionString : null;
  // Everything is "changed" on each (re)connect and each loss: notices may have been missed.
  const listener = server
    ? new ChannelListener(
        server,
        CHANGE_CHANNEL,
        {
          notice: (payload) => {
            const notice = noticeOf(payload);
            tell(notice.keys, notice.position);
          },
          connected: () => tell(EVERYTHING),
          lost: () => tell(EVERYTHING),
        },
        onError,
      )
    : null;
  void listener?.start();

  const announceIn = async (trx: Knex.Transaction, keys: ChangedKeys, position?: Position) => {
    if (!server) return;
    if (keys !== EVERYTHING && keys.length === 0 && !position) return;
    await trx.raw('select pg_notify(?, ?)', [CHANGE_CHANNEL, payloadOf(keys, position)]);
  };
  const committed = (keys: ChangedKeys, position?: Position) => {
    if (keys !== EVERYTHING && keys.length === 0 && !position) return;
    tell(keys, position);
  };
  return {
    get live() {
      return listener ? listener.listening : true;
    },
    get heard() {
      return heard;
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
