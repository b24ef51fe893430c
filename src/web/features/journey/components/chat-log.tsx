import type { ReactNode } from 'react';
import type { ChatMessage, CheckInValue } from '../journey.types';
import { ChatMessageView } from './chat-message';
import type { RenderReadAloud } from './read-aloud-slot';

export interface ChatLogProps {
  messages: readonly ChatMessage[];
  /** The message being typed out now, if any. */
  currentId: string | null;
  onTyped: (id: string) => void;
  renderReadAloud: RenderReadAloud;
  /** The check-in message whose answers can be tapped now (none while waiting). */
  checkInId?: string | null;
  onCheckIn?: (answer: CheckInValue) => void;
  /** Shown at the end of the log (the format choice, a "thinking" line). */
  children?: ReactNode;
}

/**
 * The chat transcript, in the page's own flow: the story is read in the page, not in a box of
 * its own (useChatFollow keeps the newest line in view).
 */
export function ChatLog({
  messages,
  currentId,
  onTyped,
  renderReadAloud,
  checkInId = null,
  onCheckIn,
  children,
}: ChatLogProps) {
  return (
    <div className="px-1 py-2 sm:px-2">
      <div role="log" aria-label="Conversation" aria-live="polite">
        <ol className="flex flex-col gap-4">
          {messages.map((message) => (
            <ChatMessageView
              key={message.id}
              message={message}
              typing={message.id === currentId}
              onTyped={onTyped}
              renderReadAloud={renderReadAloud}
              checkInOpen={message.id === checkInId}
              onCheckIn={onCheckIn}
            />
          ))}
        </ol>
      </div>
      {children}
    </div>
  );
}
