import { useId, useRef, useState, type FormEvent } from 'react';
import { CircleAlert, Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  DELETE_ACCOUNT_MESSAGES,
  deleteAccountFailure,
  useDeleteAccount,
} from '../api/account.api';

export const PASSWORD_REQUIRED = 'Password is required';

interface DeleteAccountCardProps {
  /** Called once the server has deleted the account, with its message. */
  onDeleted: (message: string) => void;
}

/**
 * Delete account, as the privacy page promises: a destructive confirmation that asks for the
 * password, then POST /api/account/delete. The dialog stays open (and says why) when it fails.
 */
export function DeleteAccountCard({ onDeleted }: DeleteAccountCardProps) {
  const id = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return; // no closing half-way through
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
      remove.reset();
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (remove.isPending) return;
    if (!password) {
      setError(PASSWORD_REQUIRED);
      passwordRef.current?.focus();
      return;
    }
    setError(null);
    try {
      const response = await remove.mutateAsync(password);
      if (!response.success) {
        setError(response.message || DELETE_ACCOUNT_MESSAGES.failed);
        passwordRef.current?.focus();
        return;
      }
      onDeleted(response.message || DELETE_ACCOUNT_MESSAGES.deleted);
    } catch (caught) {
      setError(deleteAccountFailure(caught));
      passwordRef.current?.select();
    }
  };

  const confirmation = (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <Button variant="destructive" onClick={() => onOpenChange(true)}>
        <Trash2 aria-hidden="true" />
        Delete Account
      </Button>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          // The password is the first thing to give; Enter alone never deletes anything.
          event.preventDefault();
          passwordRef.current?.focus();
        }}
      >
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              This permanently deletes your account and its data and signs you out. It cannot be
              undone. Enter your password to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={passwordId}>Password</Label>
            <Input
              ref={passwordRef}
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => {
                setPassword(event.target.value);
                if (error) setError(null);
              }}
              readOnly={remove.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            {error && (
              <p
                id={errorId}
                role="alert"
                className="flex items-center gap-1.5 text-sm font-medium text-destructive dark:text-red-300"
              >
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                {error}
              </p>
            )}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete My Account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );

  return (
    <SectionCard
      className="border-destructive/40"
      title="Delete Account"
      description="Permanently delete your account and the data it holds. Your account details are erased and the key to your records is destroyed. This cannot be undone."
      footer={confirmation}
    >
      <p className="text-sm text-muted-foreground">
        Your stories were never stored on our servers, so there is nothing else to remove.
      </p>
    </SectionCard>
  );
}
