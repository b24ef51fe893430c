// Beyond the spec: how sure the dashboard may be about conversion rates. A 95% Wilson interval per
// rate, and a verdict on whether the leading tagline is really ahead or it is too early to tell
// (a two-proportion z-test of the leader against every other tagline shown, two-sided at 95%).
import type { MessageFigures } from './analytics-summary';

const Z95 = 1.96;

export interface Interval {
  /** Percent, 0-100. */
  low: number;
  high: number;
}

/** The share of impressions that led to a click (a visitor may click twice: capped at 1). */
function proportion(clicks: number, impressions: number): number {
  return Math.min(clicks, impressions) / impressions;
}

/** The 95% Wilson score interval of a conversion rate, in percent; null without impressions. */
export function wilsonInterval(clicks: number, impressions: number): Interval | null {
  if (impressions <= 0) return null;
  const n = impressions;
  const p = proportion(clicks, impressions);
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denominator;
  const half = (Z95 * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  const round = (value: number) => Math.round(value * 100 * 100) / 100;
  return { low: round(Math.max(0, center - half)), high: round(Math.min(1, center + half)) };
}

/** Whether a's rate is above b's beyond chance (two-proportion z-test, two-sided 95%). */
export function significantlyAbove(a: MessageFigures, b: MessageFigures): boolean {
  const [n1, n2] = [a.impressions, b.impressions];
  if (n1 <= 0 || n2 <= 0) return false;
  const [x1, x2] = [Math.min(a.clicks, n1), Math.min(b.clicks, n2)];
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return false;
  return (x1 / n1 - x2 / n2) / se > Z95;
}

export type LeaderVerdict =
  | { kind: 'no-data' }
  | { kind: 'only-one'; leader: string }
  | { kind: 'ahead'; leader: string }
  | { kind: 'too-early'; leader: string; runnerUp: string };

/** Which shown tagline converts best, and whether that lead is real. */
export function leaderVerdict(byMessage: Record<string, MessageFigures>): LeaderVerdict {
  const shown = Object.entries(byMessage)
    .filter(([, figures]) => figures.impressions > 0)
    .sort(([, a], [, b]) => b.conversionRate - a.conversionRate || b.impressions - a.impressions);
  const [leader, runnerUp] = shown;
  if (!leader) return { kind: 'no-data' };
  if (!runnerUp) return { kind: 'only-one', leader: leader[0] };
  const ahead = shown.slice(1).every(([, other]) => significantlyAbove(leader[1], other));
  return ahead
    ? { kind: 'ahead', leader: leader[0] }
    : { kind: 'too-early', leader: leader[0], runnerUp: runnerUp[0] };
}

/** The verdict as one plain sentence; `name` turns a message id into what the admin reads. */
export function verdictSentence(
  verdict: LeaderVerdict,
  byMessage: Record<string, MessageFigures>,
  name: (messageId: string) => string,
): string {
  const rate = (id: string) => `${(byMessage[id]?.conversionRate ?? 0).toFixed(2)}%`;
  switch (verdict.kind) {
    case 'no-data':
      return 'No tagline was shown in this period, so there is nothing to compare yet.';
    case 'only-one':
      return `Only “${name(verdict.leader)}” was shown in this period, so there is nothing to compare it with yet.`;
    case 'ahead':
      return `“${name(verdict.leader)}” is really ahead: at ${rate(verdict.leader)}, its conversion rate is above every other tagline's with 95% confidence.`;
    case 'too-early':
      return `Too early to tell: “${name(verdict.leader)}” leads at ${rate(verdict.leader)}, but “${name(verdict.runnerUp)}” at ${rate(verdict.runnerUp)} could still be ahead; the difference may be chance.`;
  }
}
