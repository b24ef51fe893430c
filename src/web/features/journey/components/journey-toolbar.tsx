import { useState } from 'react';
import { CircleHelp, RotateCcw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { JOURNEY_FAQ_EVENT } from '../journey.constants';
import { NewJourneyDialog } from './new-journey-dialog';

export interface JourneyToolbarProps {
  /** A journey is active (its story has arrived): starting anew would erase it, so ask first. */
  active: boolean;
  onStartNew: () => void;
}

/** Start new journey (asking first while a journey is active) and Journey help. */
export function JourneyToolbar({ active, onStartNew }: JourneyToolbarProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="outline" size="sm" onClick={() => (active ? setAsking(true) : onStartNew())}>
        <RotateCcw aria-hidden="true" />
        Start new journey
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => window.dispatchEvent(new Event(JOURNEY_FAQ_EVENT))}
      >
        <CircleHelp aria-hidden="true" />
        Journey help
      </Button>
      <NewJourneyDialog open={asking} onOpenChange={setAsking} onErase={onStartNew} />
    </div>
  );
}
