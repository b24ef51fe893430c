// The form state the five auth forms (log-in, register, sign-up, forgot- and reset-password) share: values, per-field errors
// shown once the form has been submitted (and kept current while the person types after that),
// and a failure message for what the server said. Checking on submit focuses the first field
// that failed, so a keyboard or screen-reader user lands where the problem is.
import { useState, type ChangeEvent } from 'react';
import type { FieldErrors } from '../lib/auth-validation';
import { focusField } from '../components/focus-field';

export function useFieldForm<V extends { [K in keyof V]: string }>(options: {
  initial: V;
  /** The fields in the order they appear, for focusing the first invalid one. */
  fields: readonly (keyof V & string)[];
  validate: (values: V) => FieldErrors<keyof V & string>;
}) {
  const { initial, fields, validate } = options;
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const update = (field: keyof V & string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** On submit: shows every field's problem and clears the last failure; true when all is valid. */
  const check = (form: HTMLFormElement): boolean => {
    const found = validate(values);
    setSubmitted(true);
    setErrors(found);
    setFailure(null);
    const firstInvalid = fields.find((field) => found[field]);
    focusField(form, firstInvalid);
    return firstInvalid === undefined;
  };

  return { values, errors, failure, setFailure, update, check };
}
