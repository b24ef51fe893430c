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

export interface NewJourneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person chose to erase the journey under way and start anew. */
  onErase: () => void;
}

/**
 * Asked before anything starts a new journey over an active one (Start new journey, Begin Your
 * Journey): keep it, email it and end it (the Email & End flow of SPEC.md section 4), or erase it.
 * Same look as End Without Emailing's question; focus starts on Keep My Journey.
 */
export function NewJourneyDialog({ open, onOpenChange, onErase }: NewJourneyDialogProps) {
  const [emailOpen, setEmailOpen] = useState(false);
  const { completeAfterEmail } = useEndJourney();
  return (
    <>
      <AlertDialog open={open} onOpenChange={onOpenChange}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{NEW_JOURNEY_DIALOG.title}</AlertDialogTitle>
            <AlertDialogDescription>{NEW_JOURNEY_DIALOG.description}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{NEW_JOURNEY_DIALOG.keep}</AlertDialogCancel>
            <AlertDialogAction variant="outline" onClick={() => setEmailOpen(true)}>
              <Mail aria-hidden="true" />
              {NEW_JOURNEY_DIALOG.email}
            </AlertDialogAction>
            <AlertDialogAction variant="destructive" onClick={onErase}>
              {NEW_JOURNEY_DIALOG.erase}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <EmailJourneyDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onSent={completeAfterEmail}
      />
    </>
  );
}
