/** Today's date, e.g. "November 22, 2026": the policies show it as their last-updated date. */
export function lastUpdated(now: Date = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
