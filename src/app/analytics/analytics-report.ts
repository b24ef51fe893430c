// What operators read: the summary of a period and its hourly counts for the CSV export.
import { TIMEFRAME_HOURS, type AnalyticsTimeframe } from '../../domain/analytics/analytics-event';
import { summarize, type AnalyticsSummary } from '../../domain/analytics/analytics-summary';
import type { AnalyticsRollups, RollupCount } from './analytics-rollups.port';

const HOUR_MS = 60 * 60 * 1000;

/** The first hour of a period: the current hour and the ones before it, `hours` in all. */
export function periodStart(timeframe: AnalyticsTimeframe, now: Date): Date {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  return new Date(currentHour - (TIMEFRAME_HOURS[timeframe] - 1) * HOUR_MS);
}

export interface AnalyticsReportDeps {
  rollups: AnalyticsRollups;
  /** Counts accepted but still held in memory: written before each read, so that a read sees
   *  every event this server has answered. */
  pendingWrites?: { flush(): Promise<void> };
  now: () => Date;
  /** The hour of day (0-23) of an instant in the time zone the operators read the summary in. */
  hourOfDay: (instant: Date) => number;
}

export async function analyticsSummary(
  deps: AnalyticsReportDeps,
  timeframe: AnalyticsTimeframe,
): Promise<AnalyticsSummary> {
  const counts = await analyticsCounts(deps, timeframe);
  return summarize(counts.map((count) => ({ ...count, hourOfDay: deps.hourOfDay(count.hour) })));
}

export async function analyticsCounts(
  deps: AnalyticsReportDeps,
  timeframe: AnalyticsTimeframe,
): Promise<RollupCount[]> {
  await deps.pendingWrites?.flush();
  return deps.rollups.countsSince(periodStart(timeframe, deps.now()));
}
