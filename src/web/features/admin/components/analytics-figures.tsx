import {
  leaderVerdict,
  verdictSentence,
  wilsonInterval,
} from '../../../../domain/analytics/conversion-confidence';
import { conversionRate } from '../../../../domain/analytics/analytics-summary';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
import { cn } from '../../../lib/cn';
import type { AnalyticsSummary } from '../api/analytics.api';

const percent = (value: number) => `${value.toFixed(2)}%`;
const count = (value: number) => value.toLocaleString();
const taglineOf = (id: string) => HERO_MESSAGES.find((message) => message.id === id)?.text ?? id;

/** The period's totals: events, impressions, clicks and the overall conversion rate. */
export function AnalyticsTotals({ summary }: { summary: AnalyticsSummary }) {
  const figures: Array<[string, string]> = [
    ['Total events', count(summary.totalEvents)],
    ['Impressions', count(summary.impressionEvents)],
    ['Clicks', count(summary.clickEvents)],
    ['Conversion', percent(conversionRate(summary.clickEvents, summary.impressionEvents))],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Totals">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-lg border p-3">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether the leading tagline is really ahead, in one plain sentence. */
export function LeaderVerdictNote({ summary }: { summary: AnalyticsSummary }) {
  const verdict = leaderVerdict(summary.byHeroMessage);
  return (
    <p className="rounded-lg border bg-muted/40 p-3" data-testid="leader-verdict">
      {verdictSentence(verdict, summary.byHeroMessage, taglineOf)}
    </p>
  );
}

/**
 * Each hero message with its tagline: impressions, clicks, conversion and its 95% interval. On a
 * phone each message wraps into a small card (its tagline, then each figure beside its own
 * label), so no column hides past the screen's edge; from the sm breakpoint it is a plain table.
 * The ARIA roles keep it a table for screen readers when the phone layout changes its display.
 */
export function HeroMessageTable({ summary }: { summary: AnalyticsSummary }) {
  const rows = HERO_MESSAGES.map((message) => ({
    message,
    figures: summary.byHeroMessage[message.id] ?? { impressions: 0, clicks: 0, conversionRate: 0 },
  })).sort((a, b) => b.figures.conversionRate - a.figures.conversionRate);
  const cell =
    'p-2 text-right tabular-nums max-sm:flex max-sm:justify-between max-sm:gap-2 max-sm:py-1';
  /** The figure's name beside it, on a phone only (the column headings say it from sm up). */
  const label = (text: string) => (
    <span aria-hidden="true" className="text-muted-foreground sm:hidden">
      {text}
    </span>
  );
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table role="table" className="w-full text-sm max-sm:block">
        <caption className="sr-only">Hero messages</caption>
        <thead role="rowgroup" className="bg-muted/50 text-left max-sm:sr-only">
          <tr role="row">
            <th role="columnheader" scope="col" className="p-2">
              Hero message
            </th>
            <th role="columnheader" scope="col" className="p-2 text-right">
              Impressions
            </th>
            <th role="columnheader" scope="col" className="p-2 text-right">
              Clicks
            </th>
            <th role="columnheader" scope="col" className="p-2 text-right">
              Conversion
            </th>
            <th role="columnheader" scope="col" className="p-2 text-right">
              95% interval
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup" className="max-sm:block">
          {rows.map(({ message, figures }, index) => {
            const interval = wilsonInterval(figures.clicks, figures.impressions);
            return (
              <tr
                key={message.id}
                role="row"
                className={cn(
                  'border-t max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:px-1 max-sm:pb-2',
                  index === 0 && 'max-sm:border-t-0',
                )}
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="min-w-48 p-2 text-left font-normal max-sm:col-span-2 max-sm:min-w-0"
                >
                  <span className="block">{message.text}</span>
                  <span className="text-xs text-muted-foreground">{message.id}</span>
                </th>
                <td role="cell" className={cell}>
                  {label('Impressions')}
                  {count(figures.impressions)}
                </td>
                <td role="cell" className={cell}>
                  {label('Clicks')}
                  {count(figures.clicks)}
                </td>
                <td role="cell" className={cell}>
                  {label('Conversion')}
                  {percent(figures.conversionRate)}
                </td>
                <td role="cell" className={cn(cell, 'whitespace-nowrap')}>
                  {label('95% interval')}
                  {interval ? `${percent(interval.low)} – ${percent(interval.high)}` : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
