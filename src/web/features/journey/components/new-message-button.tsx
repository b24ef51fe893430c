import { ArrowDown } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** Shown while a new message waits below the person, who is reading further up: takes them down. */
export function NewMessageButton({ onClick }: { onClick: () => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center">
      <Button size="sm" className="pointer-events-auto rounded-full shadow-lg" onClick={onClick}>
        <ArrowDown aria-hidden="true" />
        New message
      </Button>
    </div>
  );
}
