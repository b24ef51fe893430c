import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useTypewriter } from '../../../hooks/use-typewriter';
import { track } from '../../../lib/analytics';
import { HERO_MESSAGES, type HeroMessage } from '../../../../domain/analytics/hero-messages';
import { pickTagline, TAGLINE_HOLD_MS, TAGLINE_MS_PER_CHAR } from './tagline';

export interface RotatingTagline {
  message: HeroMessage;
  typed: string;
  done: boolean;
}

/**
 * The landing tagline: a hero message picked by time-of-day weight, typed out at 40 ms per
 * character (all at once for reduced motion), held, then replaced by another. Each message shown
 * is tracked as an impression.
 */
export function useRotatingTagline(): RotatingTagline {
  const reducedMotion = useReducedMotion();
  const [message, setMessage] = useState(() => pickTagline(HERO_MESSAGES, new Date()));
  const { typed, done } = useTypewriter(message.text, TAGLINE_MS_PER_CHAR, reducedMotion);

  // One impression per message shown. React may run this effect again for the same display
  // (StrictMode does so on purpose in development), so the display remembers it was counted.
  const counted = useRef<HeroMessage | null>(null);
  useEffect(() => {
    if (counted.current === message) return;
    counted.current = message;
    track({ eventType: 'impression', messageId: message.id });
  }, [message]);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => {
      setMessage((current) => pickTagline(HERO_MESSAGES, new Date(), Math.random, current.id));
    }, TAGLINE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [done, message]);

  return { message, typed, done };
}
