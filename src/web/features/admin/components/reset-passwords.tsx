import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast.store';
import { serverReason, useAdminAction } from '../api/admin.api';

/** SPEC.md sections 5 and 8: the admin's password reset, with the spec's validation texts. */
export const RESET_PASSWORD_TEXT = {
  badUserId: 'Invalid Input: Please enter a valid user ID',
  shortPassword: 'Password must be at least 6 characters long',
  mismatch: "The password and confirmation don't match",
  failedTitle: 'Reset Failed',
  failed: 'An error occurred while resetting the password',
} as const;

export function ResetPasswords() {
  const id = useId();
  const reset = useAdminAction<{ userId: number; newPassword: string }>(
    '/api/admin/reset-password',
  );
  const [values, setValues] = useState({ userId: '', password: '', confirm: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = Number(values.userId.trim());
    const found = !/^\d+$/.test(values.userId.trim())
      ? RESET_PASSWORD_TEXT.badUserId
      : values.password.length < 6
        ? RESET_PASSWORD_TEXT.shortPassword
        : values.password !== values.confirm
          ? RESET_PASSWORD_TEXT.mismatch
          : null;
    setProblem(found);
    if (found) return;
    try {
      const answer = await reset.mutateAsync({ userId, newPassword: values.password });
      toast({ title: 'Password reset', description: answer.message });
      setValues({ userId: '', password: '', confirm: '' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: RESET_PASSWORD_TEXT.failedTitle,
        description: serverReason(error) ?? RESET_PASSWORD_TEXT.failed,
      });
    }
  };

  const field = (name: keyof typeof values, label: string, type = 'text') => (
    <div className="grid gap-1.5">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      <Input
        id={`${id}-${name}`}
        type={type}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
        readOnly={reset.isPending}
      />
    </div>
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="grid max-w-sm gap-4"
      aria-label="Reset a password"
    >
      {field('userId', 'User ID')}
      {field('password', 'New Password', 'password')}
      {field('confirm', 'Confirm Password', 'password')}
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? 'Resetting...' : 'Reset Password'}
      </Button>
    </form>
  );
}
