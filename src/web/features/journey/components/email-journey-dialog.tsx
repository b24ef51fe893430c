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
import { refreshUser } from '../api/refresh-user';
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

/** While the address waits to be confirmed, the open dialog reads the user again this often. */
export const CONFIRMATION_CHECK_MS = 5000;

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
 * journey it does nothing. Send Email waits for a confirmed address; the user is read again when
 * the dialog opens, when the person comes back to the tab, after a new link was sent, and every
 * 5 s while the address is unconfirmed (the link may be opened on another device).
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

  // The address may be confirmed meanwhile from another tab or device: while the dialog is open,
  // the user is read again when it opens and whenever the person comes back to this tab.
  useEffect(() => {
    if (!open) return;
    void refreshUser();
    const onFocus = () => void refreshUser();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshUser();
    };
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [open]);

  const recipient = user?.email || user?.username || '';
  // Journeys go only to a confirmed address: until then there is nothing to send.
  const unconfirmed = Boolean(user?.email) && user?.emailConfirmed === false;

  // A link opened on another device changes nothing in this tab: ask now and then, too.
  useEffect(() => {
    if (!open || !unconfirmed) return;
    const timer = setInterval(() => void refreshUser(), CONFIRMATION_CHECK_MS);
    return () => clearInterval(timer);
  }, [open, unconfirmed]);

  const send = async () => {
    const journey = loadStoredJourney();
    if (!user || !journey?.isActive || status !== 'idle' || unconfirmed) return;
    setStatus('sending');
    try {
      await emailJourney(emailPayload(journey));
    } catch (error) {
      setStatus('idle');
      // Not a failure to report: the dialog explains, and the journey stays as it is. (The user
      // this tab holds was older than the server's: it is read again when they come back.)
      if (isApiError(error) && error.status === 403) {
        const current = useAuthStore.getState().user;
        if (current) useAuthStore.getState().setUser({ ...current, emailConfirmed: false });
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
                <ResendConfirmationButton
                  size="sm"
                  variant="outline"
                  onSent={() => void refreshUser()}
                />
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
          <Button
            onClick={() => void send()}
            disabled={status !== 'idle' || unconfirmed}
            aria-live="polite"
          >
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
