// The app's event store: every append is checked against the event catalogue before anything is
// written (a wrong shape or an unknown type is a programming error, refused whole) and written in
// its type's current schema version. Reads pass through; the adapter upcasts them.
import type { EventStore, NewEvent } from '../../app/shared/event-store.port';
import type { EventCatalogue } from '../../domain/shared/event-catalogue';

export function checkedEventStore(store: EventStore, catalogue: EventCatalogue): EventStore {
  // Only append is replaced; every other method (and instanceof) is the adapter's own.
  return Object.assign(Object.create(store) as EventStore, {
    async append(
      streamId: string,
      events: NewEvent[],
      options: Parameters<EventStore['append']>[2],
    ) {
      const stamped = events.map((event) => {
        catalogue.check(event.type, event.data);
        const schemaVersion = catalogue.currentVersion(event.type);
        return { ...event, metadata: { ...event.metadata, schemaVersion } };
      });
      return store.append(streamId, stamped, options);
    },
  });
}
