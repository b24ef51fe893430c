import type { HeroMessage, HeroMood } from '../../../../domain/analytics/hero-messages';

/** SPEC.md section 9: the moods that fit the hour are weighted 1.5 times. */
export const TIME_OF_DAY_BOOST = 1.5;
/** SPEC.md section 9: the tagline types at 40 ms per character. */
export const TAGLINE_MS_PER_CHAR = 40;
/** How long a fully typed tagline stays before the next one. */
export const TAGLINE_HOLD_MS = 5000;

/**
 * The moods boosted at a given local hour: 6-12 reflective and focused; 12-18 uplifting and
 * curious; 18-24 gentle and intimate; otherwise (0-6) healing and reassuring.
 */
export function boostedMoods(hour: number): readonly HeroMood[] {
  if (hour >= 6 && hour < 12) return ['reflective', 'focused'];
  if (hour >= 12 && hour < 18) return ['uplifting', 'curious'];
  if (hour >= 18 && hour < 24) return ['gentle', 'intimate'];
  return ['healing', 'reassuring'];
}

/** Each message's weight at `now` (local time), boosted where its mood fits the hour. */
export function weightsAt(messages: readonly HeroMessage[], now: Date): number[] {
  const boosted = boostedMoods(now.getHours());
  return messages.map((message) =>
    boosted.includes(message.mood) ? message.weight * TIME_OF_DAY_BOOST : message.weight,
  );
}

/**
 * Picks a message by weight: `random` (0 ≤ r < 1, Math.random by default) falls into one of the
 * messages' shares of the total. `exclude` (the message on screen) is left out when another
 * remains, so the rotation never shows the same tagline twice in a row.
 */
export function pickTagline(
  messages: readonly HeroMessage[],
  now: Date,
  random: () => number = Math.random,
  exclude?: string,
): HeroMessage {
  const pool = messages.length > 1 ? messages.filter((m) => m.id !== exclude) : messages;
  const weights = weightsAt(pool, now);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let point = random() * total;
  for (let index = 0; index < pool.length; index++) {
    point -= weights[index] ?? 0;
    if (point < 0) return pool[index] as HeroMessage;
  }
  return pool[pool.length - 1] as HeroMessage;
}
