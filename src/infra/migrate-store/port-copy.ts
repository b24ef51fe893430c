// Copies an event log from one store to another through the EventStore port alone, so it works
// for any adapter that passes the contract suite (EventStoreDB, PostgreSQL). Each run of
// consecutive events of one stream is one append with the revision the source had before it, so
// streams keep their revisions and the target refuses anything out of order. The copy is proven by
// a digest of both logs (ids, streams, revisions, types, data and metadata in log order).
import { createHash } from 'node:crypto';
import {
  START,
  type EventStore,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../../app/shared/event-store.port';

const PAGE = 500;

export interface LogDigest {
  events: number;
  sha256: string;
}

export async function isEmptyLog(store: EventStore): Promise<boolean> {
  return (await store.readAll(START, 1)).length === 0;
}

export async function copyThroughPort(
  source: EventStore,
  target: EventStore,
  onProgress: (copied: number) => void = () => undefined,
): Promise<number> {
  let from: Position = START;
  let copied = 0;
  for (;;) {
    const page = await source.readAll(from, PAGE);
    if (page.length === 0) return copied;
    for (const run of streamRuns(page)) {
      const first = run[0]!;
      await target.append(first.streamId, run.map(asNewEvent), {
        expectedRevision: first.revision === 0n ? 'no_stream' : first.revision - 1n,
      });
    }
    copied += page.length;
    from = page[page.length - 1]!.position;
    onProgress(copied);
  }
}

/** Consecutive events of the same stream, in log order. */
export function streamRuns(events: readonly RecordedEvent[]): RecordedEvent[][] {
  const runs: RecordedEvent[][] = [];
  for (const event of events) {
    const last = runs[runs.length - 1];
    if (last && last[0]!.streamId === event.streamId) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

function asNewEvent(event: RecordedEvent): NewEvent {
  return { id: event.id, type: event.type, data: event.data, metadata: event.metadata };
}

export async function digestOf(store: EventStore): Promise<LogDigest> {
  const hash = createHash('sha256');
  let from: Position = START;
  let events = 0;
  for (;;) {
    const page = await store.readAll(from, PAGE);
    if (page.length === 0) return { events, sha256: hash.digest('hex') };
    for (const event of page) {
      hash.update(
        canonicalJson([
          event.id,
          event.streamId,
          String(event.revision),
          event.type,
          event.data,
          event.metadata,
        ]),
      );
      hash.update('\n');
    }
    events += page.length;
    from = page[page.length - 1]!.position;
  }
}

/** JSON with object keys sorted: jsonb and EventStoreDB may return keys in different orders. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
