// Chooses the event store adapter: EventStoreDB when EVENTSTORE_URL is set, else the PostgreSQL
// event tables in the app's database (PGlite or server).
import type { EventStore } from '../../app/shared/event-store.port';
import type { PlatformConfig } from '../config/platform-settings';
import type { Database } from '../database/database';
import { EsdbEventStore } from './esdb-event-store';
import { PostgresEventStore } from './postgres-event-store';

export function createEventStore(
  config: Pick<PlatformConfig, 'EVENTSTORE_URL'>,
  db: Database,
  onError: (error: unknown) => void,
): EventStore {
  if (config.EVENTSTORE_URL) return new EsdbEventStore(config.EVENTSTORE_URL, { onError });
  return new PostgresEventStore(db, { onError });
}
