// The analytics module: landing-page tagline measurement (SPEC.md sections 2, 3, 7 and 9). Browsers
// send impressions and clicks to POST /api/analytics/track; they are counted per hour in
// analytics_hourly (apart from the event log, counted in memory and written once a second); admins read the summary and a
// CSV export on the analytics dashboard.
import { analyticsErrors } from '../../app/analytics/analytics.errors';
import type { AnalyticsReportDeps } from '../../app/analytics/analytics-report';
import { EventBatcher } from '../../app/analytics/event-batcher';
import { WindowCounter } from '../http/window-counter';
import { defineModule } from '../modules/app-module';
import { analyticsAdminRoutes } from './analytics.admin-routes';
import { analyticsTrackRoutes, TRACK_BODY_LIMIT, TRACK_PATH } from './analytics.routes';
import { analyticsSettings } from './analytics.settings';
import { KnexAnalyticsRollups } from './knex-analytics-rollups';
import { analyticsEventIdsMigration } from './migrations/analytics-event-ids.migration';
import { analyticsHourlyMigration } from './migrations/analytics-hourly.migration';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long an event's id is remembered (hashed) so that a copy of it counts nothing. A browser
 * retries a beacon within seconds; a day covers any retry, and keeps the table small. */
export const EVENT_ID_RETENTION_MS = DAY_MS;
// Measured by `npm run bench` at 2,000 events/s on two cores. Answering each request only once
// its count was stored (group commit, 3 ms windows) made 100-300 PGlite transactions a second on
// the HTTP event loop: single runs' p99 15-64 ms, the median of three 26-60 ms. Counting in memory
// and writing once a second: single runs 9-25 ms, the median of three 10-23 ms, p50 2 ms.
const FLUSH_MS = 1000;

export interface AnalyticsServices {
  report: AnalyticsReportDeps;
}

declare module '../modules/app-module' {
  interface ModuleServices {
    analytics: AnalyticsServices;
  }
}

export const analyticsModule = defineModule({
  name: 'analytics',
  settings: analyticsSettings,
  errors: analyticsErrors,
  migrations: [analyticsHourlyMigration, analyticsEventIdsMigration],
  async create({ config, runtime }) {
    const rollups = new KnexAnalyticsRollups(runtime.db.knex);
    const now = () => new Date();
    const batcher = new EventBatcher(rollups, {
      now,
      flushMs: FLUSH_MS,
      onWriteError: (error, events) =>
        runtime.logger.error(
          { err: { message: (error as Error).message }, events },
          'analytics counts not written yet; kept for the next try',
        ),
    });
    // The summary's time-of-day buckets are read in the server's time zone (TZ; UTC by default).
    const report: AnalyticsReportDeps = {
      rollups,
      pendingWrites: batcher,
      now,
      hourOfDay: (instant) => instant.getHours(),
    };
    return {
      services: { report },
      http: () => ({
        routers: [
          analyticsTrackRoutes(
            batcher,
            new WindowCounter(60_000),
            config.ANALYTICS_EVENTS_PER_MINUTE_PER_IP,
          ),
        ],
        adminOnlyRouters: [analyticsAdminRoutes(report)],
        bodyLimits: { [TRACK_PATH]: TRACK_BODY_LIMIT },
      }),
      housekeeping: [
        {
          name: 'forget analytics event ids',
          everyMs: HOUR_MS,
          run: async () => {
            await rollups.forgetEventKeysBefore(new Date(Date.now() - EVENT_ID_RETENTION_MS));
          },
        },
        {
          name: 'forget old analytics hours',
          everyMs: DAY_MS,
          run: async () => {
            await rollups.forgetBefore(
              new Date(Date.now() - config.ANALYTICS_RETENTION_DAYS * DAY_MS),
            );
          },
        },
      ],
      // A stop writes what is counted; if the database cannot take it, say how much is lost.
      close: () =>
        batcher
          .flush()
          .catch(() =>
            runtime.logger.error({ events: batcher.waiting }, 'analytics counts lost at shutdown'),
          ),
    };
  },
});
