// "Resend confirmation email": one request at a time, then a toast saying what happened.
import { useCallback, useRef, useState } from 'react';
import { toast } from '../components/ui/toast.store';
import { CONFIRMATION_COPY, resendConfirmation, serverMessage } from '../lib/email-confirmation';

export function useResendConfirmation() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const resend = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const message = await resendConfirmation();
      toast({ title: CONFIRMATION_COPY.resendSentTitle, description: message });
    } catch (error) {
      toast({
        title: CONFIRMATION_COPY.resendFailedTitle,
        description: serverMessage(error, CONFIRMATION_COPY.resendFailed),
        variant: 'destructive',
      });
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, resend };
}
