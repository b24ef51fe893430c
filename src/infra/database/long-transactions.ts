// The oldest open transaction in the whole cluster: what an operator needs to find the session
// that holds the read models back (its pid, where it comes from, how long it has been open).
// Never its query text, which may hold anyone's data.
import type { Knex } from 'knex';

export interface OpenTransaction {
  pid: number;
  database: string | null;
  user: string | null;
  application: string | null;
  state: string | null;
  seconds: number;
}

// backend_xid / backend_xmin: sessions whose transaction or snapshot holds back the cluster's xmin.
const OLDEST_TRANSACTION = `select pid, datname as database, usename as user,
    application_name as application, state,
    (extract(epoch from now() - xact_start))::float8 as seconds
  from pg_stat_activity
  where xact_start is not null and pid <> pg_backend_pid()
    and (backend_xid is not null or backend_xmin is not null)
  order by xact_start limit 1`;

export async function oldestOpenTransaction(knex: Knex): Promise<OpenTransaction | null> {
  const result = (await knex.raw(OLDEST_TRANSACTION)) as { rows: OpenTransaction[] };
  const row = result.rows[0];
  return row ? { ...row, seconds: Math.round(Number(row.seconds)) } : null;
}
