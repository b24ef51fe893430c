import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { signupFailureToast } from '../lib/auth-messages';
import {
  validateSignup,
  type RegistrationValues,
  type SignupProblem,
} from '../lib/auth-validation';
import { focusField } from './focus-field';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

const EMPTY: RegistrationValues = { username: '', email: '', password: '', confirmPassword: '' };

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
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [problem, setProblem] = useState<SignupProblem | null>(null);
  const [busy, setBusy] = useState(false);

  // Someone already signed in has an account: show it (not while signing up here).
  if (isAuthenticated && !busy) return <Navigate to={AFTER_SIGNUP_PATH} replace />;

  const update = (field: keyof RegistrationValues) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues({ ...values, [field]: event.target.value });
    if (problem?.field === field) setProblem(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSignup(values);
    setProblem(found);
    if (found) {
      toast({ variant: 'destructive', title: found.title, description: found.description });
      focusField(event.currentTarget, found.field);
      return;
    }
    setBusy(true);
    const ok = await signup(values.username.trim(), values.email.trim(), values.password);
    if (ok) {
      void navigate(AFTER_SIGNUP_PATH);
      return;
    }
    setBusy(false);
    toast({ variant: 'destructive', ...signupFailureToast(useAuthStore.getState().error) });
  };

  const errorFor = (field: keyof RegistrationValues) =>
    problem?.field === field ? problem.description : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign up">
      <FormField
        id={`${id}-username`}
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={update('username')}
        error={errorFor('username')}
        readOnly={busy}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        onChange={update('email')}
        error={errorFor('email')}
        readOnly={busy}
      />
      <NewPasswordFields
        id={id}
        values={values}
        errors={{ password: errorFor('password'), confirmPassword: errorFor('confirmPassword') }}
        onChange={update}
        readOnly={busy}
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
