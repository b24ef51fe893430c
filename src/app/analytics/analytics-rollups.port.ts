// Where hourly analytics counts are kept: apart from the domain event log, one row per hour,
// message, event type, device and button; beside them, the keys of the events already counted.
import type { AnalyticsEventType, Device } from '../../domain/analytics/analytics-event';

export interface RollupKey {
  /** Start of the hour (UTC) the events arrived in. */
  hour: Date;
  messageId: string;
  eventType: AnalyticsEventType;
  device: Device;
  /** The clicked button; '' for impressions. */
  buttonId: string;
}

export interface RollupCount extends RollupKey {
  count: number;
}

/** One accepted event, to be counted once. */
export interface CountedEvent extends RollupKey {
  /** A hash of the event's id (never the id as it came): the same id counts once. */
  eventKey: string;
}

export interface AnalyticsRollups {
  /**
   * Counts each event whose key is not stored yet, and stores the keys, in one transaction: all
   * of the batch or none of it. A key seen before (a retried beacon, on any server, before a
   * restart) counts nothing, for as long as keys are kept.
   */
  addOnce(events: readonly CountedEvent[]): Promise<void>;
  /** Every count of the hours from `from` on, oldest first. */
  countsSince(from: Date): Promise<RollupCount[]>;
  /** Forgets hours before `before`; answers how many rows went. */
  forgetBefore(before: Date): Promise<number>;
  /** Forgets the keys of events that arrived before `before`; answers how many went. */
  forgetEventKeysBefore(before: Date): Promise<number>;
}
