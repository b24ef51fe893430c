import { useCallback, useState } from 'react';
import type { ChatMessage } from '../journey.types';

/**
 * Which AI message is being typed out: one at a time, in order. With `showFirstInFull` (a journey
 * restored after a reload) the messages present at the start show in full at once.
 */
export function useTypingQueue(messages: readonly ChatMessage[], showFirstInFull = false) {
  const [typed, setTyped] = useState<ReadonlySet<string>>(
    () => new Set(showFirstInFull ? messages.map((m) => m.id) : []),
  );
  const current = messages.find((m) => m.role === 'ai' && !typed.has(m.id)) ?? null;
  const markTyped = useCallback((id: string) => {
    setTyped((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);
  // The messages to show: everything up to the one being typed.
  const visible = current ? messages.slice(0, messages.indexOf(current) + 1) : messages;
  return { current, isTyping: current !== null, markTyped, visible };
}
