// A projection folds events into read-model tables. One file per read model: the events it
// handles and the SQL it runs. apply() runs inside the runner's transaction; it must use `trx`.
import type { Knex } from 'knex';
import type { RecordedEvent } from '../app/shared/event-store.port';

export interface Projection {
  /** Stable name: the key of its checkpoint row. */
  name: string;
  /** Read-model tables it owns: emptied on rebuild, compared by the rebuild test. */
  tables: string[];
  /** Event types it applies. */
  handles: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
}
