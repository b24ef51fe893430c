// The free plan (SPEC.md sections 1 and 9): 3 journeys per period; a period lasts 30 days from
// sign-up and renews by itself. Renewal is computed, not scheduled: whoever looks after the end
// of a period sees the next one.

export const FREE_JOURNEYS_PER_PERIOD = 3;
/** What an admin's unlimited grant shows as the count (SPEC.md section 9), and for how long. */
export const UNLIMITED_GRANT_COUNT = 999;
export const UNLIMITED_GRANT_YEARS = 10;
export const PERIOD_DAYS = 30;
const PERIOD_MS = PERIOD_DAYS * 24 * 60 * 60 * 1000;

/** The end of the period that contains `now`, for periods that end at `anchorEnd` + k * 30 days. */
export function currentPeriodEnd(anchorEnd: Date, now: Date): Date {
  if (now.getTime() < anchorEnd.getTime()) return anchorEnd;
  const periods = Math.floor((now.getTime() - anchorEnd.getTime()) / PERIOD_MS) + 1;
  return new Date(anchorEnd.getTime() + periods * PERIOD_MS);
}

/** The first period ends 30 days after sign-up. */
export function firstPeriodEnd(signedUpAt: Date): Date {
  return new Date(signedUpAt.getTime() + PERIOD_MS);
}

/** Journeys left, given how many were used in the period that ends at `periodEnd`. */
export function journeysLeft(used: number, periodEnd: Date, now: Date): number {
  if (now.getTime() >= periodEnd.getTime()) return FREE_JOURNEYS_PER_PERIOD; // a new period began
  return Math.max(0, FREE_JOURNEYS_PER_PERIOD - used);
}
