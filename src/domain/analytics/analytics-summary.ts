// The analytics summary of SPEC.md section 3, built from hourly rollups. Pure: the server reads the
// rollup rows of a period and this turns them into the figures the dashboard shows.
import {
  DEVICES,
  HERO_MESSAGE_IDS,
  TIMES_OF_DAY,
  summaryBucketForHour,
  type AnalyticsEventType,
  type Device,
  type TimeOfDay,
} from './analytics-event';

/** One hourly count: events of one type, message, device (and button, for clicks). */
export interface RollupRow {
  /** Start of the hour the events arrived in. */
  hour: Date;
  /** That hour's hour of day (0-23) in the time zone the summary is read in. */
  hourOfDay: number;
  messageId: string;
  eventType: AnalyticsEventType;
  device: Device;
  buttonId: string;
  count: number;
}

export interface MessageFigures {
  impressions: number;
  clicks: number;
  /** clicks / impressions × 100, to 2 decimals (0 without impressions). */
  conversionRate: number;
}

export interface AnalyticsSummary {
  totalEvents: number;
  impressionEvents: number;
  clickEvents: number;
  byHeroMessage: Record<string, MessageFigures>;
  byDevice: Record<Device, number>;
  byTimeOfDay: Record<TimeOfDay, number>;
}

export function conversionRate(clicks: number, impressions: number): number {
  if (impressions <= 0) return 0;
  return Math.round((clicks / impressions) * 100 * 100) / 100;
}

export function summarize(rows: readonly RollupRow[]): AnalyticsSummary {
  const byHeroMessage: Record<string, MessageFigures> = {};
  for (const id of HERO_MESSAGE_IDS)
    byHeroMessage[id] = { impressions: 0, clicks: 0, conversionRate: 0 };
  const byDevice = Object.fromEntries(DEVICES.map((d) => [d, 0])) as Record<Device, number>;
  const byTimeOfDay = Object.fromEntries(TIMES_OF_DAY.map((t) => [t, 0])) as Record<
    TimeOfDay,
    number
  >;
  let impressionEvents = 0;
  let clickEvents = 0;
  for (const row of rows) {
    const figures = (byHeroMessage[row.messageId] ??= {
      impressions: 0,
      clicks: 0,
      conversionRate: 0,
    });
    if (row.eventType === 'impression') {
      figures.impressions += row.count;
      impressionEvents += row.count;
    } else {
      figures.clicks += row.count;
      clickEvents += row.count;
    }
    byDevice[row.device] += row.count;
    byTimeOfDay[summaryBucketForHour(row.hourOfDay)] += row.count;
  }
  for (const figures of Object.values(byHeroMessage))
    figures.conversionRate = conversionRate(figures.clicks, figures.impressions);
  return {
    totalEvents: impressionEvents + clickEvents,
    impressionEvents,
    clickEvents,
    byHeroMessage,
    byDevice,
    byTimeOfDay,
  };
}
