import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog-provider';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast.store';
import { formatDateOf } from '../../../lib/dates';
import { cn } from '../../../lib/cn';
import {
  adminQueries,
  serverReason,
  useAdminAction,
  type AdminSubscription,
} from '../api/admin.api';

/** SPEC.md sections 5 and 8: the Subscriptions tab's texts. */
export const SUBSCRIPTIONS_TEXT = {
  loadFailed: 'Failed to load user and subscription data',
  cancelFailed: 'Failed to cancel subscription',
  syncFailed: 'Failed to sync subscription',
  invalidId: 'Invalid Subscription ID',
  bothRequired: 'Please enter both the user ID and the subscription ID',
} as const;

/** The status shown: active, cancelling, cancelled, past_due; anything else in grey. */
function shownStatus(row: AdminSubscription): string {
  return row.status === 'active' && row.cancelAtPeriodEnd ? 'cancelling' : row.status;
}

const STATUS_COLOURS: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  cancelling: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  past_due: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
};
const GREY = 'bg-muted text-muted-foreground';

function SyncSubscription() {
  const id = useId();
  const sync = useAdminAction<{ userId: number; stripeSubscriptionId: string }>(
    '/api/admin/sync-stripe-subscription',
  );
  const [values, setValues] = useState({ userId: '', subscriptionId: '' });
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const userId = values.userId.trim();
    const subscriptionId = values.subscriptionId.trim();
    const found =
      !userId || !subscriptionId
        ? SUBSCRIPTIONS_TEXT.bothRequired
        : !subscriptionId.startsWith('sub_')
          ? SUBSCRIPTIONS_TEXT.invalidId
          : !/^\d+$/.test(userId)
            ? 'Invalid Input: Please enter a valid user ID'
            : null;
    setProblem(found);
    if (found) {
      if (found === SUBSCRIPTIONS_TEXT.invalidId)
        toast({
          variant: 'destructive',
          title: SUBSCRIPTIONS_TEXT.invalidId,
          description: 'A subscription id starts with sub_ (customer ids start with cus_).',
        });
      return;
    }
    try {
      const answer = await sync.mutateAsync({
        userId: Number(userId),
        stripeSubscriptionId: subscriptionId,
      });
      toast({ title: 'Subscription synced', description: answer.message });
      setValues({ userId: '', subscriptionId: '' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: SUBSCRIPTIONS_TEXT.syncFailed,
        description: serverReason(error),
      });
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Sync a Stripe subscription"
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-user`}>User ID</Label>
        <Input
          id={`${id}-user`}
          inputMode="numeric"
          value={values.userId}
          onChange={(event) => setValues({ ...values, userId: event.target.value })}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-sub`}>Stripe subscription ID</Label>
        <Input
          id={`${id}-sub`}
          placeholder="sub_…"
          autoCapitalize="none"
          spellCheck={false}
          value={values.subscriptionId}
          onChange={(event) => setValues({ ...values, subscriptionId: event.target.value })}
        />
      </div>
      <Button type="submit" disabled={sync.isPending}>
        {sync.isPending ? 'Syncing…' : 'Sync Subscription'}
      </Button>
      {problem && (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {problem}
        </p>
      )}
    </form>
  );
}

/** SPEC.md sections 2, 3 and 13: each person's plan; cancel (not when cancelled); sync by id. */
export function Subscriptions() {
  const subscriptions = useQuery(adminQueries.subscriptions());
  const users = useQuery(adminQueries.users());
  const cancel = useAdminAction<{ userId: number }>('/api/admin/subscription/cancel');
  const confirm = useConfirm();
  const nameOf = (userId: number) =>
    users.data?.users.find((user) => user.id === userId)?.username ?? `User ${userId}`;

  const onCancel = async (row: AdminSubscription) => {
    const sure = await confirm({
      title: `Cancel ${nameOf(row.userId)}'s plan now?`,
      description:
        'The plan ends at once at the payment provider, without waiting for the end of the period.',
      confirmLabel: 'Cancel Subscription',
      cancelLabel: 'Keep it',
      variant: 'destructive',
    });
    if (!sure) return;
    try {
      const answer = await cancel.mutateAsync({ userId: row.userId });
      toast({ title: 'Done', description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: SUBSCRIPTIONS_TEXT.cancelFailed,
        description: serverReason(error),
      });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <SyncSubscription />
      {subscriptions.isError && <p role="alert">{SUBSCRIPTIONS_TEXT.loadFailed}</p>}
      {subscriptions.isPending && <p role="status">Loading subscriptions…</p>}
      {subscriptions.isSuccess && subscriptions.data.length === 0 && (
        <p className="text-sm text-muted-foreground">Nobody has subscribed yet.</p>
      )}
      {subscriptions.isSuccess && subscriptions.data.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm max-sm:block">
            <caption className="sr-only">Subscriptions</caption>
            <thead className="max-sm:hidden">
              <tr className="border-b">
                <th className="py-2 pr-3">User</th>
                <th className="py-2 pr-3">Plan</th>
                <th className="py-2 pr-3">Status</th>
                <th className="py-2 pr-3">Current period ends</th>
                <th className="py-2">Actions</th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {subscriptions.data.map((row) => {
                const status = shownStatus(row);
                return (
                  <tr
                    key={row.userId}
                    className="border-b align-top max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3"
                  >
                    <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                      <span className="font-medium">{nameOf(row.userId)}</span>
                      <span className="block text-muted-foreground">ID {row.userId}</span>
                    </td>
                    <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                      {row.plan === 'annual' ? 'Annual' : 'Monthly'}
                    </td>
                    <td className="py-2 pr-3 max-sm:block max-sm:py-1">
                      <Badge className={cn('border-transparent', STATUS_COLOURS[status] ?? GREY)}>
                        {status}
                      </Badge>
                    </td>
                    <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                      <span className="sm:hidden">Period ends: </span>
                      {formatDateOf(row.currentPeriodEnd) ?? '—'}
                    </td>
                    <td className="py-2 max-sm:block max-sm:pt-3">
                      <Button
                        size="sm"
                        variant="destructive"
                        disabled={cancel.isPending || row.status === 'cancelled'}
                        onClick={() => void onCancel(row)}
                      >
                        Cancel
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
