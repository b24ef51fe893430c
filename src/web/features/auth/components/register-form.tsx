import { useId, useState, type FormEvent } from 'react';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth.store';
import { REGISTER_MESSAGES, registerFailureDescription } from '../lib/auth-messages';
import { validateRegistration, type RegistrationValues } from '../lib/auth-validation';
import { useFieldForm } from '../hooks/use-field-form';
import type { Authenticate } from './authenticate';
import { EngagementOptIn } from './engagement-opt-in';
import { NewAccountFields } from './new-account-fields';

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
const EMPTY: RegistrationValues = { username: '', email: '', password: '', confirmPassword: '' };

/**
 * The Register tab (SPEC.md sections 3 and 5): username, email, password and confirmation with
 * the tab's own messages, and the password strength meter. A failure shows 'Registration Failed'.
 */
export function RegisterForm({ authenticate }: { authenticate: Authenticate }) {
  const signup = useAuthStore((state) => state.signup);
  const id = useId();
  const { values, errors, failure, setFailure, update, check } = useFieldForm({
    initial: EMPTY,
    fields: FIELDS,
    validate: validateRegistration,
  });
  const [busy, setBusy] = useState(false);
  const [engagement, setEngagement] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(event.currentTarget)) return;
    setBusy(true);
    const ok = await authenticate(() =>
      signup(values.username.trim(), values.email.trim(), values.password, engagement),
    );
    if (!ok) {
      setBusy(false);
      setFailure(registerFailureDescription(useAuthStore.getState().error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Register">
      <NewAccountFields id={id} values={values} errors={errors} onChange={update} readOnly={busy} />
      <EngagementOptIn
        id={`${id}-engagement`}
        checked={engagement}
        onChange={setEngagement}
        disabled={busy}
      />

      {failure && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{REGISTER_MESSAGES.failedTitle}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      <Button type="submit" disabled={busy}>
        {busy ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
