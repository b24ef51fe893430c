import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth.store';
import { useConfirmPasswordReset } from '../api/password-reset.api';
import { RESET_PASSWORD_MESSAGES, resetFailureMessage } from '../lib/auth-messages';
import { validateReset } from '../lib/auth-validation';
import { useFieldForm } from '../hooks/use-field-form';
import { BackToLogin } from './back-to-login';
import { NewPasswordFields } from './new-password-fields';

const FIELDS = ['password', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  /** The token of the emailed link; missing or blank shows 'Missing reset token...'. */
  token: string | null | undefined;
  /** Inside /login: switch to the login tabs instead of linking to /login. */
  onGoToLogin?: () => void;
  /** Inside /login: switch to the forgot-password panel instead of linking to /forgot-password. */
  onRequestNewLink?: () => void;
}

function RequestNewLink({ onClick }: { onClick?: (() => void) | undefined }) {
  const className = 'px-0';
  if (onClick) {
    return (
      <Button variant="link" className={className} onClick={onClick}>
        Request a new reset link
      </Button>
    );
  }
  return (
    <Button asChild variant="link" className={className}>
      <Link to="/forgot-password">Request a new reset link</Link>
    </Button>
  );
}

/**
 * Reset password (SPEC.md sections 2, 5 and 8): a new password (with the strength meter) and its
 * confirmation; success shows Go to login.
 */
export function ResetPasswordForm({
  token,
  onGoToLogin,
  onRequestNewLink,
}: ResetPasswordFormProps) {
  const id = useId();
  const confirm = useConfirmPasswordReset();
  const { values, errors, failure, setFailure, update, check } = useFieldForm({
    initial: { password: '', confirmPassword: '' },
    fields: FIELDS,
    validate: validateReset,
  });
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const resetToken = token?.trim();
  if (!resetToken) {
    return (
      <div className="flex flex-col items-start gap-4">
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{RESET_PASSWORD_MESSAGES.missingToken}</AlertDescription>
        </Alert>
        <RequestNewLink onClick={onRequestNewLink} />
      </div>
    );
  }

  if (done) {
    return (
      <div
        ref={doneRef}
        tabIndex={-1}
        className="flex flex-col items-start gap-4 outline-none"
        data-testid="reset-password-done"
      >
        <Alert>
          <CircleCheck aria-hidden="true" />
          <AlertTitle>Password reset</AlertTitle>
          <AlertDescription>{done}</AlertDescription>
        </Alert>
        <BackToLogin onClick={onGoToLogin} variant="default">
          Go to login
        </BackToLogin>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending || !check(event.currentTarget)) return;
    try {
      const response = await confirm.mutateAsync({
        token: resetToken,
        newPassword: values.password,
      });
      if (!response.success) {
        setFailure(response.message || RESET_PASSWORD_MESSAGES.failed);
        return;
      }
      setDone(response.message || RESET_PASSWORD_MESSAGES.success);
      // A reset ends every session of the account: if this browser had one, learn that now.
      const auth = useAuthStore.getState();
      if (auth.isAuthenticated) void auth.checkAuth();
    } catch (caught) {
      setFailure(resetFailureMessage(caught));
    }
  };

  const busy = confirm.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Reset password">
      <NewPasswordFields
        id={id}
        labels={{ password: 'New Password', confirm: 'Confirm New Password' }}
        values={values}
        errors={errors}
        onChange={update}
        readOnly={busy}
      />
      {failure && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{failure}</p>
            {/token/i.test(failure) && <RequestNewLink onClick={onRequestNewLink} />}
          </AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? 'Resetting Password...' : 'Reset Password'}
      </Button>
      <BackToLogin onClick={onGoToLogin}>Back to login</BackToLogin>
    </form>
  );
}
