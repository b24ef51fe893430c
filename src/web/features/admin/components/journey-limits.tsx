import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog-provider';
import { toast } from '../../../components/ui/toast.store';
import { formatDateOf } from '../../../lib/dates';
import { adminQueries, serverReason, useAdminAction } from '../api/admin.api';

/** SPEC.md sections 2, 4 and 8: journeys left, reset date and plan; reset, grant, delete. */
export function JourneyLimits() {
  const users = useQuery(adminQueries.users());
  const resetJourneys = useAdminAction<{ userId: number }>('/api/admin/reset-journey');
  const grantUnlimited = useAdminAction<{ userId: number }>('/api/admin/grant-unlimited-journeys');
  const deleteUser = useAdminAction<{ userId: number }>('/api/admin/delete-user');
  const initDates = useAdminAction<object>('/api/admin/init-journey-reset-dates');
  const confirm = useConfirm();
  const busy =
    resetJourneys.isPending ||
    grantUnlimited.isPending ||
    deleteUser.isPending ||
    initDates.isPending;

  const run = async <B,>(
    action: { mutateAsync: (body: B) => Promise<{ message?: string }> },
    body: B,
    failure: string,
  ) => {
    try {
      const answer = await action.mutateAsync(body);
      if (answer.message) toast({ title: 'Done', description: answer.message });
    } catch (error) {
      toast({ variant: 'destructive', title: failure, description: serverReason(error) });
    }
  };

  if (users.isError) return <p role="alert">Failed to load user and subscription data</p>;
  if (users.isPending) return <p role="status">Loading users…</p>;

  return (
    <div className="flex flex-col gap-4">
      <div>
        <Button
          variant="outline"
          disabled={busy}
          onClick={() => void run(initDates, {}, 'Failed to initialize reset dates')}
        >
          Initialize Reset Dates
        </Button>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm max-sm:block">
          <caption className="sr-only">Users and their journey limits</caption>
          <thead className="max-sm:hidden">
            <tr className="border-b">
              <th className="py-2 pr-3">ID</th>
              <th className="py-2 pr-3">User</th>
              <th className="py-2 pr-3">Journeys left</th>
              <th className="py-2 pr-3">Resets</th>
              <th className="py-2 pr-3">Plan</th>
              <th className="py-2">Actions</th>
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {users.data.users.map((user) => (
              <tr
                key={user.id}
                className="border-b align-top max-sm:mb-3 max-sm:block max-sm:rounded-lg max-sm:border max-sm:p-3"
              >
                <td className="py-2 pr-3 max-sm:hidden">{user.id}</td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                  <span className="font-medium">{user.username}</span>
                  {user.email && (
                    <span className="block break-all text-muted-foreground">{user.email}</span>
                  )}
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                  <span className="sm:hidden">Journeys left: </span>
                  {/* A Trailblazer's journeys are not counted (SPEC.md section 4). */}
                  {user.hasActiveSubscription ? 'Unlimited' : user.journeyCount}
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                  <span className="sm:hidden">Resets: </span>
                  {formatDateOf(user.journeyResetDate) ?? '—'}
                </td>
                <td className="py-2 pr-3 max-sm:block max-sm:py-0">
                  <span className="sm:hidden">Plan: </span>
                  {user.hasActiveSubscription ? 'Trailblazer' : 'Free'}
                </td>
                <td className="flex flex-wrap gap-2 py-2 max-sm:pt-3">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void run(resetJourneys, { userId: user.id }, 'Failed to reset journey count')
                    }
                  >
                    Reset to 3
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        grantUnlimited,
                        { userId: user.id },
                        'Failed to grant unlimited journeys',
                      )
                    }
                  >
                    Grant Unlimited
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={async () => {
                      const sure = await confirm({
                        title: `Delete ${user.username}?`,
                        description:
                          'Their account and data are erased for good, as if they had deleted it themselves.',
                        confirmLabel: 'Delete User',
                        variant: 'destructive',
                      });
                      if (sure) await run(deleteUser, { userId: user.id }, 'Failed to delete user');
                    }}
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
