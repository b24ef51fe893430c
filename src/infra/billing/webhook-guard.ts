// The Stripe webhook's guard. The endpoint takes posts from anyone (Stripe signs them; there is no
// session), so a flood must cost little and leave nothing behind: each IP may post so many a
// minute (Stripe retries a 429 later), and a refused signature is counted and logged, never
// recorded one by one. The error log (the admin's Errors tab) hears of refusals at most once an
// hour, with the count, so a wrong webhook secret still shows there.
import { WindowCounter } from '../http/window-counter';

/** Posts one IP may make to the webhook in a minute (Stripe sends far fewer per address). */
export const WEBHOOK_POSTS_PER_MINUTE_PER_IP = 120;
/** How often refusals reach the error log at most (with how many there were). */
export const REFUSAL_REPORT_EVERY_MS = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

export interface WebhookRefusals {
  /** Refused signatures since the server started. */
  total: number;
  /** When the last one came (ISO), and why it was refused. */
  lastAt: string | null;
  lastReason: string | null;
}

export interface WebhookGuard {
  /** Counts one post of `ip`; false once it is over its limit this minute. */
  admit(ip: string): boolean;
  /** A refused signature: counted; `log` says whether it deserves a line of its own. */
  refused(ip: string, reason: string): { logLine: boolean; total: number };
  refusals(): WebhookRefusals;
}

export function webhookGuard(options: {
  perMinute?: number;
  now?: () => number;
  /** Records one error report (the error log). */
  report: (message: string) => Promise<void>;
}): WebhookGuard {
  const now = options.now ?? Date.now;
  const perMinute = options.perMinute ?? WEBHOOK_POSTS_PER_MINUTE_PER_IP;
  const posts = new WindowCounter(MINUTE, now);
  const refusedByIp = new WindowCounter(MINUTE, now);
  const stats: WebhookRefusals = { total: 0, lastAt: null, lastReason: null };
  let unreported = 0;
  let reportedAt = Number.NEGATIVE_INFINITY;

  return {
    admit: (ip) => posts.hit(ip) <= perMinute,
    refused(ip, reason) {
      stats.total += 1;
      stats.lastAt = new Date(now()).toISOString();
      stats.lastReason = reason;
      unreported += 1;
      if (now() - reportedAt >= REFUSAL_REPORT_EVERY_MS) {
        const count = unreported;
        const since = reportedAt;
        unreported = 0;
        reportedAt = now();
        void options
          .report(
            count === 1
              ? `Stripe webhook refused: ${reason}`
              : `Stripe webhook refused: ${reason} (${count} refused since ${new Date(since).toISOString()})`,
          )
          .catch(() => {});
      }
      // One line per address and minute at warning level; the rest are counted (and at debug).
      return { logLine: refusedByIp.hit(ip) === 1, total: stats.total };
    },
    refusals: () => ({ ...stats }),
  };
}
