// Chooses the event store adapter: EventStoreDB when EVENTSTORE_URL is set, else the PostgreSQL
// event tables in the app's database (PGlite or server).
import type { EventStore } from '../../app/shared/event-store.port';
import type { PlatformConfig } from '../config/platform-settings';
import type { Database } from '../database/database';
import type { EventCatalogue } from '../../domain/shared/event-catalogue';
import { checkedEventStore } from './checked-event-store';
import { EsdbEventStore } from './esdb-event-store';
import { PostgresEventStore } from './postgres-event-store';

/** `catalogue`: the app's events; appends are checked against it and reads upcast with it. */
export function createEventStore(
  config: Pick<PlatformConfig, 'EVENTSTORE_URL'>,
  db: Database,
  onError: (error: unknown) => void,
  catalogue: EventCatalogue,
): EventStore {
  const options = { onError, upcasters: catalogue.upcasters };
  const store = config.EVENTSTORE_URL
    ? new EsdbEventStore(config.EVENTSTORE_URL, options)
    : new PostgresEventStore(db, options);
  return checkedEventStore(store, catalogue);
}
