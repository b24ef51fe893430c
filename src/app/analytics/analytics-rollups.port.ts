// Where hourly analytics counts are kept: apart from the domain event log, one row per hour,
// message, event type, device and button.
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

export interface AnalyticsRollups {
  /** Adds the counts in one transaction: all of them or none. */
  add(counts: readonly RollupCount[]): Promise<void>;
  /** Every count of the hours from `from` on, oldest first. */
  countsSince(from: Date): Promise<RollupCount[]>;
  /** Forgets hours before `before`; answers how many rows went. */
  forgetBefore(before: Date): Promise<number>;
}
