import {
  leaderVerdict,
  verdictSentence,
  wilsonInterval,
} from '../../../../domain/analytics/conversion-confidence';
import { conversionRate } from '../../../../domain/analytics/analytics-summary';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
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

/** Each hero message with its tagline: impressions, clicks, conversion and its 95% interval. */
export function HeroMessageTable({ summary }: { summary: AnalyticsSummary }) {
  const rows = HERO_MESSAGES.map((message) => ({
    message,
    figures: summary.byHeroMessage[message.id] ?? { impressions: 0, clicks: 0, conversionRate: 0 },
  })).sort((a, b) => b.figures.conversionRate - a.figures.conversionRate);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Hero messages</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="p-2">
              Hero message
            </th>
            <th scope="col" className="p-2 text-right">
              Impressions
            </th>
            <th scope="col" className="p-2 text-right">
              Clicks
            </th>
            <th scope="col" className="p-2 text-right">
              Conversion
            </th>
            <th scope="col" className="p-2 text-right">
              95% interval
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ message, figures }) => {
            const interval = wilsonInterval(figures.clicks, figures.impressions);
            return (
              <tr key={message.id} className="border-t">
                <th scope="row" className="min-w-48 p-2 text-left font-normal">
                  <span className="block">{message.text}</span>
                  <span className="text-xs text-muted-foreground">{message.id}</span>
                </th>
                <td className="p-2 text-right tabular-nums">{count(figures.impressions)}</td>
                <td className="p-2 text-right tabular-nums">{count(figures.clicks)}</td>
                <td className="p-2 text-right tabular-nums">{percent(figures.conversionRate)}</td>
                <td className="p-2 text-right tabular-nums whitespace-nowrap">
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
