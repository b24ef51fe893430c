// The app's metrics: one prom-client Registry per app instance (never the global default, so
// several servers in one process, as in the tests, keep their own counts). Labels are bounded
// (route patterns, statuses, event types, outcomes): no ids, usernames or emails.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  eventAppends: Counter<'type'>;
  mailSends: Counter<'outcome'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by matched route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    eventAppends: new Counter({
      name: 'event_store_appends_total',
      help: 'Events appended to the event store, by event type',
      labelNames: ['type'],
      registers: [registry],
    }),
    mailSends: new Counter({
      name: 'mail_sends_total',
      help: 'Mail send attempts by outcome (sent or failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}
