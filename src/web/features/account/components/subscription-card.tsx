import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { useConfirm } from '../../../components/ui/confirm-dialog-provider';
import { toast } from '../../../components/ui/toast.store';
import { formatDateOf } from '../../../lib/dates';
import {
  goTo,
  paymentMethodUrl,
  planName,
  serverMessage,
  SUBSCRIPTION_ERRORS,
  subscriptionQueries,
  switchPlanUrl,
  useCancelSubscription,
  useReactivateSubscription,
  type SubscriptionStatus,
} from '../../../lib/subscription-api';
import type { PlanType } from '../../../../domain/billing/plans';

const otherPlan = (plan: PlanType): PlanType => (plan === 'annual' ? 'monthly' : 'annual');

/** SPEC.md sections 2 and 13: active, cancelling (cancelAtPeriodEnd), cancelled, past_due. */
export type DisplayState = 'none' | 'active' | 'cancelling' | 'cancelled' | 'past_due';

export function displayState(status: SubscriptionStatus | undefined): DisplayState {
  const plan = status?.subscription;
  if (!plan) return 'none';
  if (plan.status === 'past_due') return 'past_due';
  if (plan.status === 'cancelled') return 'cancelled';
  return plan.cancelAtPeriodEnd ? 'cancelling' : 'active';
}

const STATE_BADGE: Record<Exclude<DisplayState, 'none'>, string> = {
  active: 'Active',
  cancelling: 'Cancelling',
  cancelled: 'Subscription Ended',
  past_due: 'Payment Failed',
};

/** Subscription Management (SPEC.md section 2, Account). */
export function SubscriptionCard() {
  const status = useQuery(subscriptionQueries.status());
  const cancel = useCancelSubscription();
  const reactivate = useReactivateSubscription();
  const confirm = useConfirm();
  const [leaving, setLeaving] = useState(false);
  const state = displayState(status.data);
  const plan = status.data?.subscription ?? null;
  const until = formatDateOf(plan?.currentPeriodEnd);
  const busy = cancel.isPending || reactivate.isPending || leaving;

  const onCancel = async () => {
    const sure = await confirm({
      title: 'Cancel your Trailblazer plan?',
      description: `You keep unlimited journeys until ${until}. After that, the free plan's 3 journeys a month apply again.`,
      confirmLabel: 'Cancel Subscription',
      cancelLabel: 'Keep my plan',
      variant: 'destructive',
    });
    if (!sure) return;
    cancel.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: 'Subscription cancelled',
          description: `Your plan stays active until ${until}.`,
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: SUBSCRIPTION_ERRORS.cancelFailed,
          description: serverMessage(error, SUBSCRIPTION_ERRORS.unexpected),
        }),
    });
  };

  const onReactivate = () =>
    reactivate.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Subscription reactivated', description: `Your plan renews on ${until}.` }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: SUBSCRIPTION_ERRORS.reactivateFailed,
          description: serverMessage(error, SUBSCRIPTION_ERRORS.unexpected),
        }),
    });

  /** Leaves for a page of the payment provider (the card update, a plan switch). */
  const leaveFor = async (page: () => Promise<string>) => {
    setLeaving(true);
    try {
      goTo(await page());
    } catch (error) {
      setLeaving(false);
      toast({
        variant: 'destructive',
        title: SUBSCRIPTION_ERRORS.subscribeTitle,
        description: serverMessage(error, SUBSCRIPTION_ERRORS.unexpected),
      });
    }
  };

  const actions = (
    <>
      {state === 'active' && plan && (
        // Monthly and annual are one subscription: a switch changes its price and its period.
        <Button
          variant="outline"
          onClick={() => void leaveFor(() => switchPlanUrl(otherPlan(plan.plan)))}
          disabled={busy}
        >
          {otherPlan(plan.plan) === 'annual' ? 'Switch to Annual' : 'Switch to Monthly'}
        </Button>
      )}
      {state === 'active' && (
        <Button variant="outline" onClick={() => void onCancel()} disabled={busy}>
          {cancel.isPending ? 'Cancelling…' : 'Cancel Subscription'}
        </Button>
      )}
      {state === 'cancelling' && (
        <Button onClick={onReactivate} disabled={busy}>
          {reactivate.isPending ? 'Reactivating…' : 'Reactivate Subscription'}
        </Button>
      )}
      {(state === 'past_due' || state === 'active') && (
        // A failed payment needs a new card; a plan that carries on may need one before its card
        // expires (the credit-card warning email sends people here).
        <Button
          variant={state === 'active' ? 'ghost' : 'default'}
          onClick={() => void leaveFor(paymentMethodUrl)}
          disabled={busy}
        >
          Update payment method
        </Button>
      )}
      {(state === 'none' || state === 'cancelled') && (
        <Button asChild variant="outline">
          <Link to="/subscribe">View Plans</Link>
        </Button>
      )}
    </>
  );

  return (
    <SectionCard
      aria-busy={busy}
      title="Subscription Management"
      badges={
        state !== 'none' && (
          <Badge variant={state === 'past_due' ? 'destructive' : 'secondary'}>
            {STATE_BADGE[state]}
          </Badge>
        )
      }
      description={
        plan && state !== 'cancelled'
          ? `${planName(plan.plan)}: unlimited journeys, priority access to new features and a price that never increases.`
          : 'Trailblazer: unlimited journeys, priority access to new features and a price that never increases.'
      }
      contentClassName="text-sm"
      footerClassName="flex flex-wrap gap-2"
      footer={actions}
    >
      {status.isPending && <p className="text-muted-foreground">Loading your plan…</p>}
      {status.isError && (
        <p role="alert" className="text-destructive">
          {serverMessage(status.error, SUBSCRIPTION_ERRORS.loadFailed)}
        </p>
      )}
      {state === 'none' && status.isSuccess && (
        <p className="text-muted-foreground">You are on the free plan: 3 journeys every month.</p>
      )}
      {state === 'active' && <p>Your plan renews on {until}.</p>}
      {state === 'cancelling' && (
        <p>Your plan ends on {until}. Until then your journeys stay unlimited.</p>
      )}
      {state === 'cancelled' && (
        <p className="text-muted-foreground">
          Your Trailblazer plan ended on {until}. The free plan applies again.
        </p>
      )}
      {state === 'past_due' && (
        <p className="text-destructive dark:text-red-300">
          Your last payment did not go through. Update your payment method to keep unlimited
          journeys.
        </p>
      )}
    </SectionCard>
  );
}
