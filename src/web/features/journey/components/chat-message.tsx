import { useRenderFinishedText } from '../../../components/read-along';
import { useState, type ReactNode } from 'react';
import { ChevronsDown, Feather, LifeBuoy } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { siteConfig } from '../../../lib/site-config';
import { useStreamTypewriter } from '../hooks/use-stream-typewriter';
import { TYPING_MS } from '../journey.constants';
import { HelpLines } from '../../../components/safety/help-lines';
import type { ChatMessage, CheckInValue } from '../journey.types';
import type { RenderReadAloud } from './read-aloud-slot';

export interface ChatMessageViewProps {
  message: ChatMessage;
  /** Type it out now (the message being typed); otherwise it shows in full. */
  typing: boolean;
  onTyped?: (id: string) => void;
  renderReadAloud: RenderReadAloud;
  /** This check-in's answers can be tapped now. */
  checkInOpen?: boolean;
  onCheckIn?: (answer: CheckInValue) => void;
}

/** While a message is typed: reveal the rest at once (a tap on the text, or Show all). */
interface Reveal {
  /** Still typing, and not yet revealed: offer Show all. */
  offered: boolean;
  reveal: () => void;
}

const NO_REVEAL: Reveal = { offered: false, reveal: () => {} };

function TypedText({
  message,
  onTyped,
  children,
}: {
  message: ChatMessage;
  onTyped?: (id: string) => void;
  children: (typed: string, done: boolean, reveal: Reveal) => ReactNode;
}) {
  const [revealed, setRevealed] = useState(false);
  const { typed, done } = useStreamTypewriter({
    text: message.text,
    msPerChar: TYPING_MS[message.kind],
    complete: message.complete,
    onDone: () => onTyped?.(message.id),
    revealed,
  });
  const reveal = { offered: !done && !revealed, reveal: () => setRevealed(true) };
  return <>{children(typed, done, reveal)}</>;
}

function ShowAll({ reveal }: { reveal: Reveal }) {
  if (!reveal.offered) return null;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="mt-1 -ml-2 h-7 px-2 text-xs text-muted-foreground"
      onClick={reveal.reveal}
    >
      <ChevronsDown aria-hidden="true" />
      Show all
    </Button>
  );
}

function Resources({ message }: { message: ChatMessage }) {
  if (!message.resources?.length) return null;
  return (
    <div className="mt-3 rounded-lg border border-primary/30 bg-background/60 p-3">
      <p className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <LifeBuoy className="size-4 text-primary" aria-hidden="true" />
        People you can reach right now
      </p>
      <HelpLines resources={message.resources} />
    </div>
  );
}

/** A check-in's three answers: tappable once, while it waits for one. */
function CheckInAnswers({
  message,
  open,
  onCheckIn,
}: {
  message: ChatMessage;
  open: boolean;
  onCheckIn?: (answer: CheckInValue) => void;
}) {
  const checkIn = message.checkIn;
  if (!checkIn?.answers.length) return null;
  const enabled = open && !checkIn.chosen && onCheckIn !== undefined;
  return (
    <div role="group" aria-label="Your answer" className="mt-3 flex flex-wrap gap-2">
      {checkIn.answers.map((answer) => (
        <Button
          key={answer.value}
          type="button"
          size="sm"
          variant={checkIn.chosen === answer.value ? 'default' : 'outline'}
          aria-pressed={checkIn.chosen === answer.value}
          disabled={!enabled}
          onClick={() => onCheckIn?.(answer.value)}
        >
          {answer.label}
        </Button>
      ))}
    </div>
  );
}

/** One chat message: the person's (right) or the AI's (left, typed out, with read-aloud). */
export function ChatMessageView({
  message,
  typing,
  onTyped,
  renderReadAloud,
  checkInOpen = false,
  onCheckIn,
}: ChatMessageViewProps) {
  const renderFinishedText = useRenderFinishedText();
  if (message.role === 'user') {
    return (
      <li data-role="user" className="flex justify-end">
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-primary px-4 py-2.5 whitespace-pre-wrap text-primary-foreground">
          <span className="sr-only">You: </span>
          {message.text}
        </p>
      </li>
    );
  }

  const renderFinished = renderFinishedText;
  const body = (typed: string, done: boolean, reveal: Reveal = NO_REVEAL) => {
    // A tap anywhere on the text being typed shows the rest of it.
    const onTap = reveal.offered ? reveal.reveal : undefined;
    if (message.kind === 'story') {
      return (
        <article
          aria-busy={!done}
          aria-label={message.title ? `Story: ${message.title}` : 'Your story'}
          className="w-full rounded-2xl border bg-card px-5 py-4 text-card-foreground shadow-sm sm:px-6"
        >
          {message.title && (
            <h2 className="mb-3 font-serif text-xl font-semibold">{message.title}</h2>
          )}
          <div
            data-slot="typed-text"
            onClick={onTap}
            className="font-serif text-base leading-relaxed whitespace-pre-line"
          >
            {done ? renderFinished(message.text) : typed}
          </div>
          <ShowAll reveal={reveal} />
          {done && renderReadAloud(message.text, 'story')}
        </article>
      );
    }
    return (
      <div
        aria-busy={!done}
        className={cn(
          'max-w-[85%] rounded-2xl rounded-bl-sm bg-secondary px-4 py-2.5 text-secondary-foreground',
          message.kind === 'reflection' && 'border-l-4 border-primary/60',
        )}
      >
        <p data-slot="typed-text" onClick={onTap} className="whitespace-pre-wrap">
          {done ? renderFinished(message.text) : typed}
        </p>
        <ShowAll reveal={reveal} />
        {done && <Resources message={message} />}
        {done && <CheckInAnswers message={message} open={checkInOpen} onCheckIn={onCheckIn} />}
        {done && renderReadAloud(message.text, message.kind)}
      </div>
    );
  };

  return (
    <li data-kind={message.kind} className="flex items-start gap-2">
      <span
        aria-hidden="true"
        className="mt-1 hidden size-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary sm:flex"
      >
        <Feather className="size-4" />
      </span>
      <span className="sr-only">{siteConfig.appName}: </span>
      {typing ? (
        <TypedText message={message} onTyped={onTyped}>
          {body}
        </TypedText>
      ) : (
        body(message.text, true)
      )}
    </li>
  );
}
