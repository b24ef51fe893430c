import { useEffect, useRef, useState } from 'react';
import { Check, LoaderCircle, Mail, Send } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { emailJourney } from '../api/journey-end.api';
import { EMAIL_SUCCESS_DELAY_MS, EMAIL_TOASTS } from '../journey.constants';
import { emailPayload } from '../lib/email-payload';
import { loadStoredJourney } from '../stores/journey-storage';

/** What the email contains (SPEC.md section 2). */
export const EMAIL_CONTENTS = [
  'Your mood and the format you chose',
  'The full story, with its title',
  'Your reflection responses and the dialogue',
  'The date and time of your journey',
] as const;

export interface EmailJourneyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs 1.2 s after a successful send, as the dialog closes. */
  onSent: () => void;
}

type Status = 'idle' | 'sending' | 'sent';

/**
 * Email Your Journey (SPEC.md sections 2, 4 and 8): the recipient (email, else username), what
 * the email contains, Cancel and Send Email (sending state, then a success check; 1.2 s later it
 * closes). A failure shows a toast and keeps the journey. Without a signed-in user and an active
 * journey it does nothing.
 */
export function EmailJourneyDialog({ open, onOpenChange, onSent }: EmailJourneyDialogProps) {
  const user = useAuthStore((state) => state.user);
  const [status, setStatus] = useState<Status>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onSentRef = useRef(onSent);
  useEffect(() => {
    onSentRef.current = onSent;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const recipient = user?.email || user?.username || '';

  const send = async () => {
    const journey = loadStoredJourney();
    if (!user || !journey?.isActive || status !== 'idle') return;
    setStatus('sending');
    try {
      await emailJourney(emailPayload(journey));
    } catch {
      setStatus('idle');
      toast({ ...EMAIL_TOASTS.failed, variant: 'destructive' });
      return;
    }
    setStatus('sent');
    toast(EMAIL_TOASTS.sent);
    timer.current = setTimeout(() => {
      timer.current = null;
      setStatus('idle');
      onOpenChange(false);
      onSentRef.current();
    }, EMAIL_SUCCESS_DELAY_MS);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stays open while the email is on its way and while the success shows.
        if (status === 'idle') onOpenChange(next);
      }}
    >
      <DialogContent showCloseButton={status === 'idle'}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            Email Your Journey
          </DialogTitle>
          <DialogDescription>
            We will send it to <span className="font-medium text-foreground">{recipient}</span>,
            then erase it. The email will contain:
          </DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-1.5 text-sm">
          {EMAIL_CONTENTS.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {item}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button
            variant="outline"
            disabled={status !== 'idle'}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={status !== 'idle'} aria-live="polite">
            {status === 'sending' && (
              <>
                <LoaderCircle
                  className="animate-spin motion-reduce:animate-none"
                  aria-hidden="true"
                />
                Sending…
              </>
            )}
            {status === 'sent' && (
              <>
                <Check aria-hidden="true" />
                Sent
              </>
            )}
            {status === 'idle' && (
              <>
                <Send aria-hidden="true" />
                Send Email
              </>
            )}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
