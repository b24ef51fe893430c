// A projection folds events into read-model tables. One file per read model: the events it
// handles and the SQL it runs. apply() runs inside the runner's transaction; it must use `trx`.
import type { Knex } from 'knex';
import type { RecordedEvent } from '../app/shared/event-store.port';
import type { DomainEvent } from '../domain/shared/decider';

export interface Projection {
  /** Stable name: the key of its checkpoint row. */
  name: string;
  /** Read-model tables it owns: emptied on rebuild, compared by the rebuild test. */
  tables: string[];
  /** Event types it applies. */
  handles: readonly string[];
  apply(trx: Knex.Transaction, event: RecordedEvent): Promise<void>;
}

/**
 * A projection typed by the events it handles: `handles` may only name their types, and `apply`
 * receives them with their data typed. The one cast lives here: the app's store checked every
 * event against the catalogue when it was appended and upcasts it to the current shape on read.
 */
export function defineProjection<E extends DomainEvent>(projection: {
  name: string;
  tables: string[];
  handles: readonly E['type'][];
  apply(trx: Knex.Transaction, event: E & Omit<RecordedEvent, 'type' | 'data'>): Promise<void>;
}): Projection {
  return projection as unknown as Projection;
}
