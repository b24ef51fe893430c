// The app's metrics: one prom-client Registry per app instance (never the global default, so
// several servers in one process, as in the tests, keep their own counts). Labels are bounded
// (route patterns, statuses, event types, error codes, outcomes): no ids, usernames or emails.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  /** Requests refused with a known reason, e.g. journey_limit_reached (the free allowance). */
  refusals: Counter<'reason' | 'status'>;
  eventAppends: Counter<'type'>;
  /** From an event's append to the commit of the read models that applied it. */
  projectionLag: Histogram;
  /** From an event's append to the reactor (mail, billing…) moving past it. */
  reactorLag: Histogram<'reactor'>;
  aiCalls: Counter<'provider' | 'operation' | 'outcome'>;
  aiDuration: Histogram<'provider' | 'operation'>;
  mailSends: Counter<'outcome'>;
}

const LAG_BUCKETS = [0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by matched route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    refusals: new Counter({
      name: 'http_refusals_total',
      help: 'Requests refused with a known reason (e.g. journey_limit_reached), by reason and status',
      labelNames: ['reason', 'status'],
      registers,
    }),
    eventAppends: new Counter({
      name: 'event_store_appends_total',
      help: 'Events appended to the event store, by event type',
      labelNames: ['type'],
      registers,
    }),
    projectionLag: new Histogram({
      name: 'projection_lag_seconds',
      help: 'Seconds from an event being appended to the read models applying it',
      buckets: LAG_BUCKETS,
      registers,
    }),
    reactorLag: new Histogram({
      name: 'reactor_lag_seconds',
      help: 'Seconds from an event being appended to a reactor handling it, by reactor',
      labelNames: ['reactor'],
      buckets: LAG_BUCKETS,
      registers,
    }),
    aiCalls: new Counter({
      name: 'ai_calls_total',
      help: 'Storyteller and speech calls by provider, operation and outcome (ok or the failure)',
      labelNames: ['provider', 'operation', 'outcome'],
      registers,
    }),
    aiDuration: new Histogram({
      name: 'ai_call_duration_seconds',
      help: 'Storyteller and speech call duration by provider and operation',
      labelNames: ['provider', 'operation'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    }),
    mailSends: new Counter({
      name: 'mail_sends_total',
      help: 'Mail send attempts by outcome (sent or failed)',
      labelNames: ['outcome'],
      registers,
    }),
  };
}

/** Seconds since each event was appended, observed once per event. */
export function observeLag(
  histogram: { observe(value: number): void },
  events: readonly { recordedAt: Date }[],
  now = Date.now(),
): void {
  for (const event of events)
    histogram.observe(Math.max(0, now - event.recordedAt.getTime()) / 1000);
}
