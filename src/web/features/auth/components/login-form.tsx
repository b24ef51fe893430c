import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useAuthStore } from '../../../stores/auth.store';
import { LOGIN_MESSAGES, loginFailureDescription } from '../lib/auth-messages';
import { validateLogin } from '../lib/auth-validation';
import { useFieldForm } from '../hooks/use-field-form';
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
  const { values, errors, failure, setFailure, update, check } = useFieldForm({
    initial: { usernameOrEmail: '', password: '' },
    fields: FIELDS,
    validate: validateLogin,
  });
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check(event.currentTarget)) return;
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
