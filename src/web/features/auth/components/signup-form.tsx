import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { signupFailureToast } from '../lib/auth-messages';
import { validateSignup, type RegistrationValues } from '../lib/auth-validation';
import { useFieldForm } from '../hooks/use-field-form';
import { EngagementOptIn } from './engagement-opt-in';
import { NewAccountFields } from './new-account-fields';

const FIELDS = ['username', 'email', 'password', 'confirmPassword'] as const;
const EMPTY: RegistrationValues = { username: '', email: '', password: '', confirmPassword: '' };

/** The sign-up page names one problem at a time (SPEC.md section 8): the first one found. */
const firstProblem = (values: RegistrationValues) => {
  const problem = validateSignup(values);
  return problem ? { [problem.field]: problem.description } : {};
};

/** Where a new account goes (SPEC.md section 2, Sign-up page). */
export const AFTER_SIGNUP_PATH = '/account';

/**
 * The sign-up page's form (SPEC.md sections 2, 5 and 8): username, email, password and
 * confirmation. A problem shows as a destructive toast and is marked on its field; the button
 * reads 'Creating Account...' while busy; success goes to /account.
 */
export function SignupForm() {
  const navigate = useNavigate();
  const id = useId();
  const signup = useAuthStore((state) => state.signup);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { values, errors, update, check } = useFieldForm({
    initial: EMPTY,
    fields: FIELDS,
    validate: firstProblem,
  });
  const [busy, setBusy] = useState(false);
  const [engagement, setEngagement] = useState(false);

  // Someone already signed in has an account: show it (not while signing up here).
  if (isAuthenticated && !busy) return <Navigate to={AFTER_SIGNUP_PATH} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!check(event.currentTarget)) {
      const problem = validateSignup(values)!;
      toast({ variant: 'destructive', title: problem.title, description: problem.description });
      return;
    }
    setBusy(true);
    const ok = await signup(
      values.username.trim(),
      values.email.trim(),
      values.password,
      engagement,
    );
    if (ok) {
      void navigate(AFTER_SIGNUP_PATH);
      return;
    }
    setBusy(false);
    toast({ variant: 'destructive', ...signupFailureToast(useAuthStore.getState().error) });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign up">
      <NewAccountFields id={id} values={values} errors={errors} onChange={update} readOnly={busy} />
      <EngagementOptIn
        id={`${id}-engagement`}
        checked={engagement}
        onChange={setEngagement}
        disabled={busy}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating Account...' : 'Sign Up'}
      </Button>
      <p className="text-center text-sm">
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Already have an account? Log in
        </Link>
      </p>
    </form>
  );
}
