// Fixed-window counters in PostgreSQL (table rate_limits), so limits hold across server nodes.
// One atomic upsert per hit: a window that has ended starts again at 1.
import type { Knex } from 'knex';

export interface RateCount {
  points: number;
  resetAt: Date;
}

export class RateLimiter {
  constructor(private readonly knex: Knex) {}

  async peek(key: string): Promise<RateCount | null> {
    const row = (await this.knex('rate_limits')
      .where({ key })
      .andWhere('expires_at', '>', new Date())
      .first()) as { points: number; expires_at: Date | string } | undefined;
    return row ? { points: row.points, resetAt: new Date(row.expires_at) } : null;
  }

  async hit(key: string, windowMs: number): Promise<RateCount> {
    const result = (await this.knex.raw(
      `insert into rate_limits (key, points, expires_at) values (?, 1, now() + (? || ' milliseconds')::interval)
       on conflict (key) do update set
         points = case when rate_limits.expires_at <= now() then 1 else rate_limits.points + 1 end,
         expires_at = case when rate_limits.expires_at <= now() then excluded.expires_at else rate_limits.expires_at end
       returning points, expires_at`,
      [key, String(windowMs)],
    )) as { rows: { points: number; expires_at: Date | string }[] };
    const row = result.rows[0];
    if (!row) throw new Error('rate limit upsert returned nothing');
    return { points: row.points, resetAt: new Date(row.expires_at) };
  }

  /** Gives back one point taken by hit() (an attempt that turned out fine). */
  async release(key: string): Promise<void> {
    await this.knex('rate_limits')
      .where({ key })
      .andWhere('expires_at', '>', new Date())
      .update({ points: this.knex.raw('greatest(points - 1, 0)') });
  }

  async reset(key: string): Promise<void> {
    await this.knex('rate_limits').where({ key }).delete();
  }

  /** Housekeeping: drops ended windows. */
  async prune(): Promise<void> {
    await this.knex('rate_limits').where('expires_at', '<=', new Date()).delete();
  }
}

export function minutesUntil(date: Date, now = new Date()): number {
  return Math.max(1, Math.ceil((date.getTime() - now.getTime()) / 60_000));
}
