import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast.store';
import {
  createSubscription,
  goTo,
  planName,
  serverMessage,
  SUBSCRIPTION_ERRORS,
  subscriptionQueries,
  switchPlanUrl,
} from '../../../lib/subscription-api';
import { isApiError } from '../../../lib/api-client';
import { reportError } from '../../../lib/error-reporter';
import type { PlanType } from '../../../../domain/billing/plans';
import { PlanCard } from '../components/plan-card';

/** SPEC.md section 2, Subscription page: the three cards' words. */
export const FREE_FEATURES = [
  'Limited to 3 personalized stories per month',
  'Basic story formats',
  'Email your journey option',
] as const;

export const TRAILBLAZER_FEATURES = [
  'Unlimited personalized stories',
  'All story formats (stories, fables, poems)',
  'Advanced guided reflection exercises',
  'Personalized emotional growth insights',
  'Priority access to new features',
  'Cancel anytime',
] as const;

/** What the checkout sends back in ?checkout= (SPEC.md section 8's toasts). */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('checkout');
  useEffect(() => {
    if (!outcome) return;
    if (outcome === 'declined')
      toast({
        variant: 'destructive',
        title: SUBSCRIPTION_ERRORS.subscribeTitle,
        description: 'Your card was declined.',
      });
    if (outcome === 'cancelled')
      toast({ title: 'Checkout cancelled', description: 'No payment was taken.' });
    setParams(
      (current) => {
        current.delete('checkout');
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}

export function SubscribePage() {
  useCheckoutReturn();
  const status = useQuery(subscriptionQueries.status());
  const [busy, setBusy] = useState<PlanType | null>(null);
  const held = status.data?.hasActiveSubscription ? status.data.subscription?.plan : undefined;
  const ending = status.data?.subscription?.cancelAtPeriodEnd === true;

  /** A new plan goes to the checkout; a subscriber's other plan to the page that switches it. */
  const choose = async (plan: PlanType) => {
    setBusy(plan);
    try {
      goTo(held ? await switchPlanUrl(plan) : await createSubscription(plan));
    } catch (error) {
      if (!isApiError(error) || error.status >= 500) reportError('payment_error', error);
      toast({
        variant: 'destructive',
        title: SUBSCRIPTION_ERRORS.subscribeTitle,
        description: isApiError(error)
          ? serverMessage(error, SUBSCRIPTION_ERRORS.subscribeFailed)
          : error instanceof Error && error.message
            ? error.message
            : SUBSCRIPTION_ERRORS.unexpected,
      });
      setBusy(null);
    }
  };

  const manage = (
    <Button asChild variant="outline">
      <Link to="/account">Manage Plan</Link>
    </Button>
  );
  const planAction = (plan: PlanType, label: string) => {
    if (held === plan)
      return (
        <>
          <p className="text-center text-sm text-muted-foreground">Manage in Account Settings</p>
          {manage}
        </>
      );
    // A subscriber's other plan is a switch of the same subscription, never a second plan.
    if (held && ending)
      return (
        <>
          <p className="text-center text-sm text-muted-foreground">
            Your plan is set to end. Reactivate it on your account page to switch to {plan} billing.
          </p>
          {manage}
        </>
      );
    const switching = held !== undefined;
    return (
      <>
        {held && (
          <p className="text-center text-sm text-muted-foreground">
            You&apos;re on {planName(held)}. Switch to {plan} billing: you review the change before
            it is made.
          </p>
        )}
        <Button
          onClick={() => void choose(plan)}
          disabled={busy !== null || status.isPending}
          aria-busy={busy === plan}
        >
          {busy === plan
            ? switching
              ? 'Opening the plan switch…'
              : 'Redirecting to checkout…'
            : switching
              ? `Switch to ${plan === 'annual' ? 'Annual' : 'Monthly'}`
              : label}
        </Button>
      </>
    );
  };

  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Upgrade to Unlimited Journeys"
        description="Become a Trailblazer for unlimited journeys, or keep exploring with three free journeys every month."
      />
      {status.isError && (
        <Alert variant="destructive">
          <AlertDescription>
            {serverMessage(status.error, SUBSCRIPTION_ERRORS.loadFailed)}
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-6 md:grid-cols-3">
        <PlanCard
          name="Free Account"
          price="Limited Access"
          priceNote="3 journeys/month"
          active={status.isSuccess && !status.data.hasActiveSubscription}
          features={FREE_FEATURES}
        />
        <PlanCard
          name="Trailblazer Monthly"
          price="$10"
          priceNote="/month"
          active={held === 'monthly'}
          features={TRAILBLAZER_FEATURES}
          action={planAction('monthly', 'Choose Monthly')}
        />
        <PlanCard
          name="Trailblazer Annual"
          price="$99"
          priceNote="/year"
          badge="BEST VALUE"
          highlighted
          active={held === 'annual'}
          extra={
            <p className="text-sm">
              <span className="font-semibold text-primary">Save $21 per year</span>
              <span className="block text-muted-foreground">Equivalent to $8.25/month</span>
            </p>
          }
          features={TRAILBLAZER_FEATURES}
          action={planAction('annual', 'Choose Annual')}
        />
      </div>
      <footer className="text-center text-sm text-muted-foreground">
        <p>
          Your subscription renews automatically until cancelled. See our{' '}
          <Link to="/terms" className="underline underline-offset-4">
            Terms
          </Link>{' '}
          and{' '}
          <Link to="/privacy" className="underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </footer>
    </div>
  );
}
