import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { subscriptionQueries } from '../../../lib/subscription-api';
import { PageHeader } from '../../../components/layout/page-header';
import { AuthCheckPending, ProtectedRoute } from '../../../components/route-guards/protected-route';
import { toast } from '../../../components/ui/toast.store';
import { useGuardedLogOut } from '../../../hooks/use-guarded-log-out';
import { useAuthStore } from '../../../stores/auth.store';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailConfirmationCard } from '../components/email-confirmation-card';
import { EmailPreferencesCard } from '../components/email-preferences-card';
import { JourneyLimitCard } from '../components/journey-limit-card';
import { ProfileCard } from '../components/profile-card';
import { SubscriptionCard } from '../components/subscription-card';

/** SPEC.md section 2, Account: a visitor who is not signed in goes to /login?redirect=/account. */
export const ACCOUNT_LOGIN_PATH = '/login';

export const ACCOUNT_DELETED_TITLE = 'Account Deleted';

/** Leaving the account on purpose (log out, delete): runs `work`, then goes to /. */
type Leave = (work: () => Promise<void> | void) => Promise<void>;

/** Back from a payment page: say what happened, and read the user again (top bar, limits). */
function useReturnFromPayment() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const checkout = params.get('checkout');
  const card = params.get('card');
  const plan = params.get('plan');
  useEffect(() => {
    if (checkout !== 'success' && card !== 'updated' && plan !== 'switched') return;
    toast(
      checkout === 'success'
        ? {
            title: 'Welcome, Trailblazer!',
            description: 'Your plan is active: your journeys no longer have a monthly limit.',
          }
        : plan === 'switched'
          ? {
              title: 'Plan switched',
              description:
                'Your Trailblazer plan has changed. Its new billing period starts today.',
            }
          : {
              title: 'Payment method updated',
              description: 'Your new card pays for your plan from now on.',
            },
    );
    void queryClient.invalidateQueries({ queryKey: subscriptionQueries.status().queryKey });
    void useAuthStore.getState().checkAuth();
    setParams(
      (current) => {
        current.delete('checkout');
        current.delete('card');
        current.delete('plan');
        return current;
      },
      { replace: true },
    );
  }, [checkout, card, plan, setParams, queryClient]);
}

function AccountDashboard({ leave }: { leave: Leave }) {
  useReturnFromPayment();
  const user = useAuthStore((state) => state.user);
  // Logging out erases the journey kept in this tab: while one is active, it asks first.
  const logout = useGuardedLogOut(() =>
    leave(async () => {
      const auth = useAuthStore.getState();
      await auth.logout();
      // On this screen a failed log-out is only logged (SPEC.md section 8); the state is cleared.
      const { error } = useAuthStore.getState();
      if (error) {
        console.error('Log out failed:', error);
        auth.clearError();
      }
    }),
  );
  if (!user) return null;

  const deleted = (message: string) =>
    leave(() => {
      useAuthStore.getState().clearSession();
      toast({ title: ACCOUNT_DELETED_TITLE, description: message });
    });

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileCard user={user} onLogout={logout} />
      <EmailConfirmationCard user={user} />
      <EmailPreferencesCard />
      <JourneyLimitCard user={user} />
      <SubscriptionCard />
      <DeleteAccountCard onDeleted={(message) => void deleted(message)} />
    </div>
  );
}

/**
 * /account, My Account (SPEC.md section 2): profile, Admin Panel for admins, Log out, Return to
 * Home, Journey Limit Status, Subscription Management and Delete account.
 */
export function AccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Set before the session is cleared on purpose, so the guard does not send the user to log in
  // (with redirect=/account) when they asked to go.
  const [leaving, setLeaving] = useState(false);

  const leave: Leave = async (work) => {
    flushSync(() => setLeaving(true));
    try {
      await work();
    } finally {
      queryClient.clear(); // nothing of this account stays in the cache
      void navigate('/');
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="My Account"
        description="Your profile, the journeys left this month and your plan, all in one calm place."
      />
      {leaving ? (
        <AuthCheckPending label="Signing you out…" />
      ) : (
        <ProtectedRoute loginPath={ACCOUNT_LOGIN_PATH}>
          <AccountDashboard leave={leave} />
        </ProtectedRoute>
      )}
    </div>
  );
}
