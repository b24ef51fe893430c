import type { ComponentProps } from 'react';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { Button } from './ui/button';
import { useResendConfirmation } from '../hooks/use-resend-confirmation';

export const RESEND_LABEL = 'Resend confirmation email';

export interface ResendConfirmationButtonProps extends Omit<
  ComponentProps<typeof Button>,
  'onClick'
> {
  /** Runs once the request has been answered (sent or not), e.g. to read the user again. */
  onSent?: () => void;
}

/** Sends a new confirmation link (the older ones stop working); busy while it is on its way. */
export function ResendConfirmationButton({ onSent, ...props }: ResendConfirmationButtonProps) {
  const { busy, resend } = useResendConfirmation();
  return (
    <Button
      {...props}
      disabled={busy || props.disabled}
      onClick={() => void resend().then(() => onSent?.())}
    >
      {busy ? (
        <>
          <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Sending…
        </>
      ) : (
        <>
          <MailCheck aria-hidden="true" />
          {RESEND_LABEL}
        </>
      )}
    </Button>
  );
}
