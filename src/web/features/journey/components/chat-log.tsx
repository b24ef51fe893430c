import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage } from '../journey.types';
import { ChatMessageView } from './chat-message';
import type { RenderReadAloud } from './read-aloud-slot';

export interface ChatLogProps {
  messages: readonly ChatMessage[];
  /** The message being typed out now, if any. */
  currentId: string | null;
  onTyped: (id: string) => void;
  renderReadAloud: RenderReadAloud;
  /** Shown at the end of the log (the format choice, a "thinking" line). */
  children?: ReactNode;
}

/** The chat transcript; keeps the newest line in view while the person has not scrolled up. */
export function ChatLog({ messages, currentId, onTyped, renderReadAloud, children }: ChatLogProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);

  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const observer = new MutationObserver(() => {
      if (pinned.current) box.scrollTop = box.scrollHeight;
    });
    observer.observe(box, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const box = event.currentTarget;
        pinned.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
      }}
      className="h-[min(62vh,40rem)] overflow-y-auto overscroll-contain px-1 py-2 sm:px-2"
    >
      <div role="log" aria-label="Conversation" aria-live="polite">
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <ChatMessageView
              key={message.id}
              message={message}
              typing={message.id === currentId}
              onTyped={onTyped}
              renderReadAloud={renderReadAloud}
            />
          ))}
        </ol>
      </div>
      {children}
    </div>
  );
}
