import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast.store';
import { useRequestPasswordReset } from '../api/password-reset.api';
import { FORGOT_PASSWORD_MESSAGES, serverMessage } from '../lib/auth-messages';
import { validateForgotPasswordEmail } from '../lib/auth-validation';
import { useFieldForm } from '../hooks/use-field-form';
import { BackToLogin } from './back-to-login';
import { FormField } from './form-field';

/** SPEC.md section 9: the password-reset-request toast lasts 5 seconds. */
export const RESET_REQUEST_TOAST_MS = 5000;

/**
 * Forgot password (SPEC.md sections 2, 5 and 8): an email that must contain @, then always the
 * same neutral answer, whether or not the address has an account. A refused request (too many,
 * or the server unreachable) is said as such, since nothing was sent.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin?: () => void }) {
  const id = useId();
  const request = useRequestPasswordReset();
  const form = useFieldForm({
    initial: { email: '' },
    fields: ['email'],
    validate: ({ email }) => ({ email: validateForgotPasswordEmail(email.trim()) }),
  });
  const [answer, setAnswer] = useState<string | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);

  // The form gives way to the answer: focus follows so it is read and the user is not lost.
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    if (!form.check(event.currentTarget)) return;
    try {
      const response = await request.mutateAsync(form.values.email.trim());
      const neutral = response.message || FORGOT_PASSWORD_MESSAGES.neutralAnswer;
      toast({
        title: FORGOT_PASSWORD_MESSAGES.toastTitle,
        description: neutral,
        duration: RESET_REQUEST_TOAST_MS,
      });
      setAnswer(neutral);
    } catch (caught) {
      form.setFailure(serverMessage(caught) ?? FORGOT_PASSWORD_MESSAGES.unexpected);
    }
  };

  if (answer) {
    return (
      <div
        ref={answerRef}
        tabIndex={-1}
        className="flex flex-col items-start gap-4 outline-none"
        data-testid="forgot-password-answer"
      >
        <Alert>
          <MailCheck aria-hidden="true" />
          <AlertTitle>{FORGOT_PASSWORD_MESSAGES.toastTitle}</AlertTitle>
          <AlertDescription>{answer}</AlertDescription>
        </Alert>
        <BackToLogin onClick={onBackToLogin}>Back to login</BackToLogin>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Forgot password">
      <p className="text-sm text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={form.values.email}
        onChange={form.update('email')}
        error={form.errors.email}
        readOnly={request.isPending}
      />
      {form.failure && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertDescription>{form.failure}</AlertDescription>
        </Alert>
      )}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <BackToLogin onClick={onBackToLogin}>Back to login</BackToLogin>
    </form>
  );
}
