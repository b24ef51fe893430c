// What we keep of the card a plan is charged to: the month it expires, nothing else (no number,
// no brand). A card works through the last day of its expiry month.

export interface CardExpiry {
  expMonth: number;
  expYear: number;
}

/** The first moment the card no longer works: the start of the month after its expiry month (UTC). */
export function cardInvalidFrom(card: CardExpiry): Date {
  return new Date(Date.UTC(card.expYear, card.expMonth, 1));
}

/** Whether the card stops working within `months` calendar months of `now` (or already has). */
export function cardExpiresWithin(card: CardExpiry, months: number, now: Date): boolean {
  const horizon = new Date(now.getTime());
  horizon.setUTCMonth(horizon.getUTCMonth() + months);
  return cardInvalidFrom(card).getTime() <= horizon.getTime();
}

/** "March 2027": the last month the card works. */
export function cardExpiryMonth(card: CardExpiry): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(card.expYear, card.expMonth - 1, 1)));
}
