import { useEffect, useState } from 'react';

export interface Typewriter {
  /** The part of the text typed so far. */
  typed: string;
  done: boolean;
}

/**
 * Types `text` out one character every `msPerChar` milliseconds, starting again whenever the text
 * changes. With `instant` (e.g. for reduced motion) the whole text shows at once.
 */
export function useTypewriter(text: string, msPerChar: number, instant = false): Typewriter {
  const [progress, setProgress] = useState({ text, count: 0 });
  const count = progress.text === text ? progress.count : 0;

  useEffect(() => {
    if (instant || text.length === 0) return;
    let typedCount = 0;
    const timer = setInterval(() => {
      typedCount += 1;
      setProgress({ text, count: typedCount });
      if (typedCount >= text.length) clearInterval(timer);
    }, msPerChar);
    return () => clearInterval(timer);
  }, [text, msPerChar, instant]);

  if (instant) return { typed: text, done: true };
  return { typed: text.slice(0, count), done: count >= text.length };
}
