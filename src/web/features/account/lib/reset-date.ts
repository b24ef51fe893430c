// The journey reset date as the account screen shows it (SPEC.md section 2, Account): a long date
// such as 'Dec 1, 2026' and a relative phrase such as 'in 5 days'. Small enough not to need a
// date library; local time throughout, since that is the user's calendar.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_MONTH = 365.25 / 12;

/** 'MMM d, yyyy' in English, e.g. 'Jan 5, 2027'. */
export function formatLongDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST-safe. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * 'today', 'tomorrow', 'in 5 days' up to 30 days, then 'next month', 'in 3 months', 'in 10 years';
 * for a past date 'yesterday', '3 days ago', '2 months ago'.
 */
export function relativeDayPhrase(target: Date, now: Date = new Date()): string {
  const days = calendarDaysBetween(now, target);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  const distance = Math.abs(days);
  let amount: string;
  if (distance <= 30) {
    amount = plural(distance, 'day');
  } else if (distance < 365) {
    const months = Math.max(1, Math.round(distance / DAYS_PER_MONTH));
    if (months === 1 && days > 0) return 'next month';
    amount = plural(months, 'month');
  } else {
    amount = plural(Math.round(distance / 365.25), 'year');
  }
  return days > 0 ? `in ${amount}` : `${amount} ago`;
}

export interface ResetDateText {
  /** 'MMM d, yyyy'. */
  date: string;
  /** 'in 5 days', 'next month', … */
  relative: string;
}

/** The reset date as shown, or null when there is none or it cannot be read. */
export function describeResetDate(
  value: string | null | undefined,
  now: Date = new Date(),
): ResetDateText | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return { date: formatLongDate(date), relative: relativeDayPhrase(date, now) };
}
