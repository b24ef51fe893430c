// Every event store adapter this machine can run, for the one contract suite:
// PGlite always, server PostgreSQL with TEST_DATABASE_URL, EventStoreDB with TEST_EVENTSTORE_URL.
import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventStore, NewEvent } from '../../src/app/shared/event-store.port';
import { UpcasterRegistry } from '../../src/domain/shared/upcasting';
import { exampleProfileCreatedV1toV2 } from '../../src/domain/shared/upcasting.example';
import { appModules } from '../../src/infra/modules/app-modules';
import { catalogueOf } from '../../src/infra/modules/module-parts';
import { EsdbEventStore } from '../../src/infra/event-store/esdb-event-store';
import {
  PostgresEventStore,
  type PostgresEventStoreOptions,
} from '../../src/infra/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from './test-database';

export type EventStoreKind = 'pglite' | 'postgres' | 'eventstoredb';

export interface EventStoreHarness {
  store: EventStore;
  /** PostgreSQL adapters only: the database (for tests that open their own transactions). */
  db?: TestDatabase;
  destroy(): Promise<void>;
}

export interface EventStoreFactory {
  kind: EventStoreKind;
  create(): Promise<EventStoreHarness>;
}

/** The app's upcasters plus the worked example (ExampleProfileCreated v1 -> v2), for the suite. */
export const contractUpcasters = catalogueOf(appModules).upcasters.merge(
  new UpcasterRegistry([exampleProfileCreatedV1toV2]),
);

// Quick retries keep the error-path tests short.
const storeOptions = { upcasters: contractUpcasters, retryBackoffMs: { initial: 20, max: 200 } };

export function postgresStoreOptions(): PostgresEventStoreOptions {
  return { ...storeOptions };
}

function postgresFactory(kind: 'pglite' | 'postgres'): EventStoreFactory {
  return {
    kind,
    async create() {
      const db = await createTestDatabase(kind);
      const store = new PostgresEventStore(db, postgresStoreOptions());
      return {
        store,
        db,
        destroy: async () => {
          await store.close();
          await db.destroy();
        },
      };
    },
  };
}

function esdbFactory(url: string): EventStoreFactory {
  return {
    kind: 'eventstoredb',
    async create() {
      const store = new EsdbEventStore(url, storeOptions);
      return { store, destroy: () => store.close() };
    },
  };
}

export function availableEventStoreFactories(): EventStoreFactory[] {
  const factories = [postgresFactory('pglite')];
  if (process.env.TEST_DATABASE_URL) factories.push(postgresFactory('postgres'));
  if (process.env.TEST_EVENTSTORE_URL) factories.push(esdbFactory(process.env.TEST_EVENTSTORE_URL));
  return factories;
}

/** A stream id no other test (or earlier run on a shared EventStoreDB) has used. */
export function uniqueStream(prefix = 'contract'): string {
  return `${prefix}-${randomUUID()}`;
}

export function makeEvent(
  type: string,
  data: unknown,
  metadata: Partial<EventMetadata> = {},
): NewEvent {
  return {
    id: randomUUID(),
    type,
    data,
    metadata: {
      schemaVersion: 1,
      correlationId: randomUUID(),
      causationId: null,
      actor: 'system',
      ...metadata,
    },
  };
}
