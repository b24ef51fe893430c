import type { ChangeEvent } from 'react';
import { PASSWORD_HINT } from '../lib/auth-messages';
import { FormField } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password and its confirmation, with the hint and the strength meter: the register,
 * sign-up and reset-password forms choose a password the same way.
 */
export function NewPasswordFields({
  id,
  labels = { password: 'Password', confirm: 'Confirm Password' },
  values,
  errors,
  onChange,
  readOnly,
}: {
  id: string;
  labels?: { password: string; confirm: string };
  values: { password: string; confirmPassword: string };
  errors: { password?: string; confirmPassword?: string };
  onChange: (
    field: 'password' | 'confirmPassword',
  ) => (event: ChangeEvent<HTMLInputElement>) => void;
  readOnly: boolean;
}) {
  const meterId = `${id}-strength`;
  return (
    <>
      <FormField
        id={`${id}-password`}
        name="password"
        type="password"
        label={labels.password}
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        describedBy={meterId}
        value={values.password}
        onChange={onChange('password')}
        error={errors.password}
        readOnly={readOnly}
      >
        <PasswordStrengthMeter id={meterId} password={values.password} />
      </FormField>
      <FormField
        id={`${id}-confirm`}
        name="confirmPassword"
        type="password"
        label={labels.confirm}
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={onChange('confirmPassword')}
        error={errors.confirmPassword}
        readOnly={readOnly}
      />
    </>
  );
}
