import { useState } from 'react';
import { Mail } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { useEndJourney } from '../hooks/use-end-journey';
import { NEW_JOURNEY_DIALOG } from '../journey.constants';
import { EmailJourneyDialog } from './email-journey-dialog';

/** The question's words: its title, what it says, and its three choices. */
export type JourneyEndTexts = Record<keyof typeof NEW_JOURNEY_DIALOG, string>;

export interface NewJourneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person chose to erase the journey under way (and start anew, or log out). */
  onErase: () => void;
  /** Runs after the person chose to email the journey first and it went. */
  onEmailed?: () => void;
  /** Start a new journey's words unless given (e.g. Log out's). */
  texts?: JourneyEndTexts;
}

/**
 * Asked before anything erases an active journey (Start new journey, Begin Your Journey, Log
 * out): keep it, email it and end it (the Email & End flow of SPEC.md section 4), or erase it.
 * Same look as End Without Emailing's question; focus starts on Keep My Journey.
 */
export function NewJourneyDialog({
  open,
  onOpenChange,
  onErase,
  onEmailed,
  texts = NEW_JOURNEY_DIALOG,
}: NewJourneyDialogProps) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { completeAfterEmail } = useEndJourney();
  return (
    <>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        {/* Wide enough for its three choices in one row; they wrap rather than overflow. */}
        <AlertDialogContent className="sm:max-w-xl">
          <AlertDialogHeader>
            <AlertDialogTitle>{texts.title}</AlertDialogTitle>
            <AlertDialogDescription>{texts.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{texts.keep}</AlertDialogCancel>
            <AlertDialogAction variant="outline" onClick={() => setEmailOpen(true)}>
              <Mail aria-hidden="true" />
              {texts.email}
            </AlertDialogAction>
            <AlertDialogAction variant="destructive" onClick={onErase}>
              {texts.erase}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <EmailJourneyDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onSent={() => {
          completeAfterEmail();
          onEmailed?.();
        }}
      />
    </>
  );
}
