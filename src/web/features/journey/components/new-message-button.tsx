import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/**
 * Shown while a new message waits below the person, who is reading further up: takes them down.
 * It never covers the chat's text: a round arrow at the right edge, over the chat's padding, and
 * from the xl breakpoint a labelled pill beside the chat column (max-w-3xl, 48rem, centred).
 */
export function NewMessageButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="pointer-events-none fixed right-[max(0.125rem,calc(50%_-_27.25rem))] bottom-4 z-30 xl:right-auto xl:left-[calc(50%_+_24.75rem)]">
      <Button
        size="icon"
        className="pointer-events-auto rounded-full shadow-lg xl:w-auto xl:px-3"
        aria-label="New message"
        title="New message"
        onClick={onClick}
      >
        <ArrowDown aria-hidden="true" />
        <span aria-hidden="true" className="hidden xl:inline">
          New message
        </span>
      </Button>
    </div>
  );
}
