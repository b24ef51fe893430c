import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth.store';
import { LOGIN_MESSAGES, loginFailureDescription } from '../lib/auth-messages';
import { validateLogin, type FieldErrors, type LoginValues } from '../lib/auth-validation';
import { focusField } from './focus-field';
import { FormField } from './form-field';
import type { Authenticate } from './authenticate';

const FIELDS = ['usernameOrEmail', 'password'] as const;

/**
 * The Login tab (SPEC.md sections 2 and 5): Username or Email and Password, both required; a
 * forgot-password link and a sign-up link. A failure shows 'Login Failed'.
 */
export function LoginForm({ authenticate }: { authenticate: Authenticate }) {
  const login = useAuthStore((state) => state.login);
  const id = useId();
  const [values, setValues] = useState<LoginValues>({ usernameOrEmail: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const update = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setSubmitted(true);
    setErrors(found);
    setFailure(null);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(event.currentTarget, firstInvalid);
      return;
    }
    setBusy(true);
    const ok = await authenticate(() => login(values.usernameOrEmail.trim(), values.password));
    if (!ok) {
      setBusy(false);
      setFailure(loginFailureDescription(useAuthStore.getState().error));
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Log in">
      <FormField
        id={`${id}-username`}
        name="usernameOrEmail"
        label="Username or Email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.usernameOrEmail}
        onChange={update('usernameOrEmail')}
        error={errors.usernameOrEmail}
        readOnly={busy}
      />
      <div className="grid gap-2">
        <FormField
          id={`${id}-password`}
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          value={values.password}
          onChange={update('password')}
          error={errors.password}
          readOnly={busy}
        />
        <Link
          to="/forgot-password"
          className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot your password?
        </Link>
      </div>

      {failure && (
        <Alert variant="destructive">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>{LOGIN_MESSAGES.failedTitle}</AlertTitle>
          <AlertDescription>{failure}</AlertDescription>
        </Alert>
      )}

      <Button type="submit" disabled={busy}>
        {busy ? 'Logging In...' : 'Log In'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </form>
  );
}
