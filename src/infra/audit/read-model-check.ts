// Replays the whole event log into a scratch schema and compares the result with the live read
// models, table by table. The live tables and their checkpoints are copied in one snapshot (the
// projection runner writes both in one transaction), and each projection is replayed up to its
// own copied checkpoint, so a runner working meanwhile (server PostgreSQL) changes nothing.
// Replay batches are short transactions: an open write transaction holds back every reader of
// the log (see postgres-sql.ts).
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  comparePositions,
  START,
  type EventStore,
  type Position,
} from '../../app/shared/event-store.port';
import { loadCheckpoints } from '../../projections/checkpoints';
import type { Projection } from '../../projections/projection';

export interface TableDifference {
  table: string;
  /** Rows (as JSON) in the live table and not in the replay, and the other way round. */
  onlyLive: number;
  onlyReplay: number;
  samples: { side: 'live' | 'replay'; row: string }[];
}

export interface ReadModelReport {
  replayed: number;
  tables: number;
  differences: TableDifference[];
  /** Projections whose checkpoint is behind the log: compared up to their checkpoint only. */
  behind: { projection: string; events: number }[];
}

const BATCH = 500;
const SAMPLES = 5;

export async function compareReadModels(options: {
  knex: Knex;
  store: EventStore;
  projections: Projection[];
  onProgress?: (replayed: number) => void;
}): Promise<ReadModelReport> {
  const { knex, store, projections } = options;
  const suffix = randomBytes(4).toString('hex');
  const replay = `audit_replay_${suffix}`;
  const live = `audit_live_${suffix}`;
  const current = (
    (await knex.raw('select current_schema() as name')).rows as { name: string }[]
  )[0]!.name;
  const tables = [...new Set(projections.flatMap((p) => p.tables))];
  try {
    await knex.raw('create schema ??', [replay]);
    await knex.raw('create schema ??', [live]);
    for (const table of tables) {
      await knex.raw('create table ??.?? (like ??.?? including all)', [
        replay,
        table,
        current,
        table,
      ]);
    }
    const checkpoints = await knex.transaction(
      async (trx) => {
        const stored = await loadCheckpoints(
          trx,
          projections.map((p) => p.name),
        );
        for (const table of tables) {
          await trx.raw('create table ??.?? as select * from ??.??', [live, table, current, table]);
        }
        return stored;
      },
      { isolationLevel: 'repeatable read' },
    );
    const behind = new Map<string, number>();
    let replayed = 0;
    let from: Position = START;
    for (;;) {
      const batch = await store.readAll(from, BATCH);
      if (batch.length === 0) break;
      await knex.transaction(async (trx) => {
        await trx.raw(`set local search_path to ??, ??`, [replay, current]);
        for (const event of batch) {
          for (const projection of projections) {
            if (!projection.handles.includes(event.type)) continue;
            if (comparePositions(event.position, checkpoints.get(projection.name)!) > 0) {
              behind.set(projection.name, (behind.get(projection.name) ?? 0) + 1);
              continue;
            }
            await projection.apply(trx, event);
          }
        }
      });
      replayed += batch.length;
      options.onProgress?.(replayed);
      from = batch[batch.length - 1]!.position;
    }
    const differences: TableDifference[] = [];
    for (const table of tables) {
      const difference = await compareTable(knex, table, live, replay);
      if (difference) differences.push(difference);
    }
    return {
      replayed,
      tables: tables.length,
      differences,
      behind: [...behind].map(([projection, events]) => ({ projection, events })),
    };
  } finally {
    await knex.raw('drop schema if exists ?? cascade', [replay]);
    await knex.raw('drop schema if exists ?? cascade', [live]);
  }
}

async function compareTable(
  knex: Knex,
  table: string,
  live: string,
  replay: string,
): Promise<TableDifference | undefined> {
  const only = async (a: string, b: string) =>
    (
      await knex.raw(
        `select row_to_json(x)::text as row from ??.?? x
         except all select row_to_json(y)::text from ??.?? y order by 1`,
        [a, table, b, table],
      )
    ).rows as { row: string }[];
  const onlyLive = await only(live, replay);
  const onlyReplay = await only(replay, live);
  if (onlyLive.length === 0 && onlyReplay.length === 0) return undefined;
  return {
    table,
    onlyLive: onlyLive.length,
    onlyReplay: onlyReplay.length,
    samples: [
      ...onlyLive.slice(0, SAMPLES).map(({ row }) => ({ side: 'live' as const, row })),
      ...onlyReplay.slice(0, SAMPLES).map(({ row }) => ({ side: 'replay' as const, row })),
    ],
  };
}
