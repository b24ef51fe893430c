// Dates as the site shows them, worded by the platform's Intl (no hand-kept month names or plural
// rules): 'Dec 1, 2026', and 'tomorrow', 'in 5 days', 'next month', '2 months ago'. Local time,
// since that is the person's calendar.

const DAY_MS = 24 * 60 * 60 * 1000;
const DAYS_PER_MONTH = 365.25 / 12;
const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** 'MMM d, yyyy', e.g. 'Jan 5, 2027'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** The date of an ISO string as 'MMM d, yyyy', or null when absent or unreadable. */
export function formatDateOf(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatLongDate(date) : null;
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); DST-safe. */
export function calendarDaysBetween(from: Date, to: Date): number {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/** Days up to 30, then months, then years: 'in 5 days', 'next month', '3 days ago'. */
export function relativeDayPhrase(target: Date, now: Date = new Date()): string {
  const days = calendarDaysBetween(now, target);
  const distance = Math.abs(days);
  if (distance <= 30) return relative.format(days, 'day');
  if (distance < 365) {
    const months = Math.max(1, Math.round(distance / DAYS_PER_MONTH));
    return relative.format(Math.sign(days) * months, 'month');
  }
  return relative.format(Math.sign(days) * Math.round(distance / 365.25), 'year');
}
