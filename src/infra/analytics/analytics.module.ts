// The analytics module: landing-page tagline measurement (SPEC.md sections 2, 3, 7 and 9). Browsers
// send impressions and clicks to POST /api/analytics/track; they are counted per hour in
// analytics_hourly (apart from the event log, written in batches); admins read the summary and a
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
import { analyticsHourlyMigration } from './migrations/analytics-hourly.migration';

const DAY_MS = 24 * 60 * 60 * 1000;
// Measured by `npm run bench` at 2,000 events/s on two cores: writing each batch as soon as the
// last one ended made hundreds of tiny PGlite transactions a second, about a quarter of the
// server's time, and p99 swung between 19 and 171 ms; a 3 ms window keeps p99 near 20-40 ms.
const BATCH_WINDOW_MS = 3;

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
  migrations: [analyticsHourlyMigration],
  async create({ config, runtime }) {
    const rollups = new KnexAnalyticsRollups(runtime.db.knex);
    const now = () => new Date();
    // The summary's time-of-day buckets are read in the server's time zone (TZ; UTC by default).
    const report: AnalyticsReportDeps = {
      rollups,
      now,
      hourOfDay: (instant) => instant.getHours(),
    };
    const batcher = new EventBatcher(rollups, {
      now,
      windowMs: BATCH_WINDOW_MS,
      onWriteError: (error, events) =>
        runtime.logger.error(
          { err: { message: (error as Error).message }, events },
          'analytics batch not written',
        ),
    });
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
          name: 'forget old analytics hours',
          everyMs: DAY_MS,
          run: async () => {
            await rollups.forgetBefore(
              new Date(Date.now() - config.ANALYTICS_RETENTION_DAYS * DAY_MS),
            );
          },
        },
      ],
      close: () => batcher.drain(),
    };
  },
});
