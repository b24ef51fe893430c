/**
 * The browser's IANA time zone (e.g. "Europe/Lisbon"), so the journey email can show its date
 * and time as the person lives them; undefined where the browser names none.
 */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
