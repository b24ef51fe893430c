import type { ComponentProps, ReactNode } from 'react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

export interface FormFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  /** The input's id; the hint and error ids derive from it. */
  id: string;
  label: string;
  /** A message for this field; marks it aria-invalid and describes it. */
  error?: string;
  /** A short help text under the input, read with it. */
  hint?: ReactNode;
  /** Ids of further descriptions (e.g. the password strength meter). */
  describedBy?: string;
  /** Shown between the input and its error (e.g. the strength meter). */
  children?: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/**
 * A labelled input with its hint and error: the error sets aria-invalid and, with the hint and any
 * extra description, aria-describedby, so a screen reader reads them with the field.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  describedBy,
  children,
  ...inputProps
}: FormFieldProps) {
  const described = [hint ? hintId(id) : undefined, describedBy, error ? errorId(id) : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId(id)} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-destructive dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
