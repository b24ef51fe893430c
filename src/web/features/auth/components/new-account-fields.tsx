import type { ChangeEvent } from 'react';
import type { RegistrationValues } from '../lib/auth-validation';
import { FormField } from './form-field';
import { NewPasswordFields } from './new-password-fields';

type Field = keyof RegistrationValues;

/** Username, email, a new password and its confirmation: the Register tab and the sign-up page. */
export function NewAccountFields({
  id,
  values,
  errors,
  onChange,
  readOnly,
}: {
  id: string;
  values: RegistrationValues;
  errors: Partial<Record<Field, string>>;
  onChange: (field: Field) => (event: ChangeEvent<HTMLInputElement>) => void;
  readOnly: boolean;
}) {
  return (
    <>
      <FormField
        id={`${id}-username`}
        name="username"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.username}
        onChange={onChange('username')}
        error={errors.username}
        readOnly={readOnly}
      />
      <FormField
        id={`${id}-email`}
        name="email"
        type="email"
        label="Email"
        autoComplete="email"
        value={values.email}
        onChange={onChange('email')}
        error={errors.email}
        readOnly={readOnly}
      />
      <NewPasswordFields
        id={id}
        values={values}
        errors={errors}
        onChange={onChange}
        readOnly={readOnly}
      />
    </>
  );
}
