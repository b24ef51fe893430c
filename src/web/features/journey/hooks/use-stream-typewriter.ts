import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/reduced-motion';
import { charDelay, readTypingScale } from '../lib/typing';

export interface StreamTypewriterOptions {
  /** The text so far; it may grow while it is typed (a streamed story). */
  text: string;
  msPerChar: number;
  /** No more text will come. */
  complete: boolean;
  /** Called once, when the complete text has been typed. */
  onDone?: () => void;
  /** Show the rest at once (the person asked to), and whatever streams in after it. */
  revealed?: boolean;
}

/**
 * Types `text` out at `msPerChar` per character with longer pauses at sentence ends, following
 * the text as it grows, and never waiting for the whole of it. Time-based: when timers run late
 * (a background tab), it catches up instead of falling behind. The text shows at once when the
 * person reveals it, when they prefer reduced motion, or with the test-only typing scale 0 (see
 * TYPING_SCALE_KEY).
 */
export function useStreamTypewriter({
  text,
  msPerChar,
  complete,
  onDone,
  revealed = false,
}: StreamTypewriterOptions) {
  const [scale] = useState(readTypingScale);
  const [calm] = useState(prefersReducedMotion);
  const [count, setCount] = useState(0);
  /** When the last character was shown (virtual time); null while waiting for more text. */
  const clock = useRef<number | null>(null);
  const instant = scale === 0 || calm || revealed;
  const shown = instant ? text.length : Math.min(count, text.length);
  const done = complete && shown >= text.length;

  useEffect(() => {
    if (instant) return;
    if (count >= text.length) {
      clock.current = null;
      return;
    }
    const delayAt = (index: number) => charDelay(text, index, msPerChar) * scale;
    const now = Date.now();
    clock.current ??= now;
    const wait = Math.max(0, clock.current + delayAt(count) - now);
    const timer = setTimeout(() => {
      const at = Date.now();
      let time = clock.current ?? at;
      let next = count;
      do {
        time += delayAt(next);
        next += 1;
      } while (next < text.length && time + delayAt(next) <= at);
      clock.current = time;
      setCount(next);
    }, wait);
    return () => clearTimeout(timer);
  }, [count, text, msPerChar, scale, instant]);

  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  const reported = useRef(false);
  useEffect(() => {
    if (!done || reported.current) return;
    reported.current = true;
    onDoneRef.current?.();
  }, [done]);

  return { typed: text.slice(0, shown), done };
}
