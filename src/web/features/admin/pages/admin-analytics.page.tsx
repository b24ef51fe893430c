import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ArrowLeft, Download, RefreshCw } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/toast.store';
import { ANALYTICS_TIMEFRAMES } from '../../../../domain/analytics/analytics-event';
import { analyticsQueries, exportUrl, type AnalyticsTimeframe } from '../api/analytics.api';
import { AnalyticsCharts } from '../components/analytics-charts';
import {
  AnalyticsTotals,
  HeroMessageTable,
  LeaderVerdictNote,
} from '../components/analytics-figures';

const PERIOD_LABELS: Record<AnalyticsTimeframe, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
};

/** SPEC.md section 8: the analytics dashboard's failure toast. */
export const ANALYTICS_LOAD_FAILED = {
  title: 'Analytics Error',
  description: 'Failed to load analytics data',
} as const;

/**
 * /admin-analytics (admins only; the route table guards it): how each landing tagline performs
 * over 24 hours, 7 days or 30 days, with Refresh, Export CSV and the way back to /admin.
 */
export function AdminAnalyticsPage() {
  const id = useId();
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>('7d');
  const summary = useQuery(analyticsQueries.summary(timeframe));

  useEffect(() => {
    if (summary.isError) toast({ ...ANALYTICS_LOAD_FAILED, variant: 'destructive' });
  }, [summary.isError, summary.errorUpdatedAt]);

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics Dashboard"
        description="How each landing-page tagline performs: how often it was shown, how often it led to a click, and whether the leader is really ahead."
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-period`}>Time period</Label>
          <NativeSelect
            id={`${id}-period`}
            value={timeframe}
            onChange={(event) => setTimeframe(event.target.value as AnalyticsTimeframe)}
          >
            {ANALYTICS_TIMEFRAMES.map((value) => (
              <option key={value} value={value}>
                {PERIOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          variant="outline"
          onClick={() => void summary.refetch()}
          disabled={summary.isFetching}
        >
          <RefreshCw aria-hidden="true" className={summary.isFetching ? 'animate-spin' : ''} />
          Refresh
        </Button>
        <Button
          variant="outline"
          onClick={() => window.open(exportUrl(timeframe), '_blank', 'noopener')}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
        <Button asChild variant="ghost" className="ml-auto">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
        </Button>
      </div>
      {summary.isPending && <p role="status">Loading analytics…</p>}
      {summary.isError && !summary.data && <p role="alert">{ANALYTICS_LOAD_FAILED.description}</p>}
      {summary.data && (
        <>
          <AnalyticsTotals summary={summary.data} />
          <LeaderVerdictNote summary={summary.data} />
          <HeroMessageTable summary={summary.data} />
          <AnalyticsCharts summary={summary.data} />
        </>
      )}
    </div>
  );
}
