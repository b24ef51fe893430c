import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Check, LoaderCircle, Mail, Send } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
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
import { isApiError } from '../../../lib/api-client';
import { useAuthStore } from '../../../stores/auth.store';
import { ResendConfirmationButton } from '../../../components/resend-confirmation-button';
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

export const UNCONFIRMED_TITLE = 'Please confirm your email address first';

/** Why a send failed: the server's words when it refused on purpose (e.g. the daily limit). */
function refusalOf(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const message = (error.responseData as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * Email Your Journey (SPEC.md sections 2, 4 and 8): the recipient (email, else username), what
 * the email contains, Cancel and Send Email (sending state, then a success check; 1.2 s later it
 * closes). A failure shows a toast and keeps the journey. Without a signed-in user and an active
 * journey it does nothing.
 */
export function EmailJourneyDialog({ open, onOpenChange, onSent }: EmailJourneyDialogProps) {
  const user = useAuthStore((state) => state.user);
  const [status, setStatus] = useState<Status>('idle');
  // The server refused because the address is not confirmed (the stored user may be older).
  const [refusedUnconfirmed, setRefusedUnconfirmed] = useState(false);
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
  const unconfirmed =
    refusedUnconfirmed || (Boolean(user?.email) && user?.emailConfirmed === false);

  const send = async () => {
    const journey = loadStoredJourney();
    if (!user || !journey?.isActive || status !== 'idle') return;
    setStatus('sending');
    try {
      await emailJourney(emailPayload(journey));
    } catch (error) {
      setStatus('idle');
      // Not a failure to report: the dialog explains, and the journey stays as it is.
      if (isApiError(error) && error.status === 403) {
        setRefusedUnconfirmed(true);
        return;
      }
      const refusal = refusalOf(error);
      toast({
        ...EMAIL_TOASTS.failed,
        ...(refusal ? { description: refusal } : {}),
        variant: 'destructive',
      });
      return;
    }
    setRefusedUnconfirmed(false);
    // It went out, so the address was confirmed meanwhile (perhaps on another device).
    if (user.emailConfirmed === false)
      useAuthStore.getState().setUser({ ...user, emailConfirmed: true });
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
        {unconfirmed && (
          <Alert variant="info">
            <AlertTitle>{UNCONFIRMED_TITLE}</AlertTitle>
            <AlertDescription className="flex flex-col gap-3">
              <p>
                We only email journeys to an address you have confirmed. Open the link in the
                welcome email we sent to {recipient}, or send a new one. Your journey stays here
                meanwhile: nothing is erased.
              </p>
              <div className="flex flex-wrap gap-2">
                <ResendConfirmationButton size="sm" variant="outline" />
                <Button asChild size="sm" variant="ghost">
                  <Link to="/account" onClick={() => onOpenChange(false)}>
                    Go to your account
                  </Link>
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        )}
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
