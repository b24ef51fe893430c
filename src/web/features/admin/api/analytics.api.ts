// The analytics dashboard's calls (SPEC.md section 7, "Analytics"): the summary of a period, and
// the CSV export (a download opened in a new window).
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AnalyticsTimeframe } from '../../../../domain/analytics/analytics-event';
import type { AnalyticsSummary } from '../../../../domain/analytics/analytics-summary';

export type { AnalyticsSummary, AnalyticsTimeframe };

export const analyticsQueries = {
  summary: (timeframe: AnalyticsTimeframe) =>
    queryOptions({
      queryKey: ['admin', 'analytics', 'summary', timeframe] as const,
      queryFn: async () =>
        (
          await apiRequest<{ summary: AnalyticsSummary }>(
            `/api/analytics/summary?timeframe=${timeframe}`,
          )
        ).summary,
    }),
};

export function exportUrl(timeframe: AnalyticsTimeframe): string {
  return `/api/analytics/export?timeframe=${timeframe}`;
}
