// Counts appended events by type. A decorator over any adapter: only append is replaced, and the
// count rises only once the append has succeeded.
import type { EventStore, NewEvent } from '../../app/shared/event-store.port';
import type { Metrics } from './metrics-registry';

export function countingEventStore(store: EventStore, metrics: Metrics): EventStore {
  return Object.assign(Object.create(store) as EventStore, {
    async append(
      streamId: string,
      events: NewEvent[],
      options: Parameters<EventStore['append']>[2],
    ) {
      const result = await store.append(streamId, events, options);
      for (const event of events) metrics.eventAppends.inc({ type: event.type });
      return result;
    },
  });
}
