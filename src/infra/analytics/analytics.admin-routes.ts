// The analytics dashboard's calls (SPEC.md section 7): GET /api/analytics/summary?timeframe= and
// GET /api/analytics/export?timeframe= (a CSV download). Admins only: the module mounts this router
// behind the admin check, at these paths (the spec places them outside /api/admin).
import Router from '@koa/router';
import type { Context } from 'koa';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  analyticsCounts,
  analyticsSummary,
  type AnalyticsReportDeps,
} from '../../app/analytics/analytics-report';
import { failWith } from '../../app/shared/error-table';
import { platformErrors } from '../../app/shared/platform.errors';
import {
  ANALYTICS_TIMEFRAMES,
  type AnalyticsTimeframe,
} from '../../domain/analytics/analytics-event';
import { HERO_MESSAGES } from '../../domain/analytics/hero-messages';

const periodQuery = z.object({
  timeframe: z
    .enum(ANALYTICS_TIMEFRAMES, { message: 'timeframe must be 24h, 7d or 30d' })
    .default('7d'),
});

function timeframeOf(ctx: Context): AnalyticsTimeframe {
  const parsed = periodQuery.safeParse(ctx.query);
  if (!parsed.success)
    throw failWith(platformErrors, 'invalid_request', {
      params: { reason: parsed.error.issues[0]?.message ?? 'Invalid request.' },
    });
  return parsed.data.timeframe;
}

const taglines = new Map(HERO_MESSAGES.map((message) => [message.id, message.text]));

export const CSV_COLUMNS = [
  'hour',
  'messageId',
  'tagline',
  'eventType',
  'device',
  'buttonId',
  'count',
] as const;

export function analyticsAdminRoutes(deps: AnalyticsReportDeps): Router {
  const router = new Router();

  router.get('/api/analytics/summary', async (ctx) => {
    const summary = await analyticsSummary(deps, timeframeOf(ctx));
    ctx.body = { success: true, summary, message: 'Analytics loaded.' };
  });

  router.get('/api/analytics/export', async (ctx) => {
    const timeframe = timeframeOf(ctx);
    const counts = await analyticsCounts(deps, timeframe);
    const day = deps.now().toISOString().slice(0, 10);
    ctx.set('Content-Type', 'text/csv; charset=utf-8');
    ctx.set(
      'Content-Disposition',
      `attachment; filename="lantern-analytics-${timeframe}-${day}.csv"`,
    );
    ctx.set('Cache-Control', 'no-store');
    ctx.body = stringify(
      counts.map((count) => ({
        hour: count.hour.toISOString(),
        messageId: count.messageId,
        tagline: taglines.get(count.messageId) ?? '',
        eventType: count.eventType,
        device: count.device,
        buttonId: count.buttonId,
        count: count.count,
      })),
      { header: true, columns: [...CSV_COLUMNS] },
    );
  });

  return router;
}
