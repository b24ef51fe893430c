// The offline sandbox's payment pages (no Stripe keys), each headed for what it does: a checkout
// for a plan, the card update of a plan, and the switch of a plan between monthly and annual (the
// stand-ins of Stripe Checkout and the two billing-portal pages the app opens). Nothing is charged;
// the server records the plan exactly as it would from Stripe, through its webhook.
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoading } from '../../../components/layout/page-loading';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { planName, serverMessage, SUBSCRIPTION_ERRORS } from '../../../lib/subscription-api';
import { PLAN_TYPES } from '../../../../domain/billing/plans';

const checkoutSchema = z.object({
  checkout: z.object({
    id: z.string(),
    status: z.string(),
    plan: z.enum(PLAN_TYPES),
    amountCents: z.number(),
    cancelUrl: z.string(),
  }),
});
const portalSchema = z.object({
  portal: z.object({
    id: z.string(),
    purpose: z.enum(['payment_method', 'switch_plan']),
    returnUrl: z.string(),
    done: z.boolean().optional(),
    currentPlan: z.enum(PLAN_TYPES).optional(),
    plan: z.enum(PLAN_TYPES).optional(),
    amountCents: z.number().optional(),
  }),
});
type PortalPage = z.infer<typeof portalSchema>['portal'];
const redirectSchema = z.object({ redirectUrl: z.string() });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const SANDBOX_NOTE =
  'This is the sandbox checkout: payments are not connected, so no card is needed and nothing is charged.';
export const SANDBOX_PORTAL_NOTE =
  'This is the sandbox: payments are not connected, so no card is needed and nothing is charged.';

function SandboxNote({ text = SANDBOX_NOTE }: { text?: string }) {
  return (
    <Alert variant="info" role="note">
      <AlertTitle>Sandbox</AlertTitle>
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

/** Each page's heading says what the page does (it is also the document's title). */
const HEADERS = {
  checkout: { title: 'Checkout', description: 'Confirm your Trailblazer plan.' },
  payment_method: {
    title: 'Update payment method',
    description: 'Put a new card on your Trailblazer plan.',
  },
  switch_plan: {
    title: 'Switch plan',
    description: 'Move your Trailblazer plan between monthly and annual billing.',
  },
  missing: { title: 'Payment page', description: 'A page of the sandbox payments.' },
} as const;

function Header({ page }: { page: keyof typeof HEADERS }) {
  return <PageHeader title={HEADERS[page].title} description={HEADERS[page].description} />;
}

function Problem({ text }: { text: string }) {
  return (
    <Alert variant="destructive">
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}

function Checkout({ id }: { id: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const session = useQuery({
    queryKey: ['sandbox-checkout', id],
    queryFn: async () =>
      checkoutSchema.parse(await apiRequest(`/api/sandbox/checkout/${encodeURIComponent(id)}`))
        .checkout,
  });
  if (session.isPending) return <PageLoading />;
  if (session.isError)
    return (
      <>
        <Header page="checkout" />
        <Problem text={serverMessage(session.error, SUBSCRIPTION_ERRORS.loadFailed)} />
      </>
    );
  const { plan, amountCents, cancelUrl, status } = session.data;
  const pay = async (card: 'accept' | 'decline') => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = redirectSchema.parse(
        await apiRequest(`/api/sandbox/checkout/${encodeURIComponent(id)}/pay`, {
          method: 'POST',
          body: { card },
        }),
      );
      void navigate(answer.redirectUrl);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        void navigate('/subscribe?checkout=declined');
        return;
      }
      setProblem(serverMessage(error, SUBSCRIPTION_ERRORS.unexpected));
      setBusy(false);
    }
  };
  const name = planName(plan);
  const per = plan === 'annual' ? 'per year' : 'per month';
  return (
    <>
      <Header page="checkout" />
      <SectionCard
        className="mx-auto w-full max-w-md"
        title={name}
        description={
          <>
            <span className="text-3xl font-semibold text-foreground">{dollars(amountCents)}</span>{' '}
            {per}, renews automatically until cancelled
          </>
        }
        contentClassName="flex flex-col gap-3"
        footerClassName="flex flex-col items-stretch gap-2"
        footer={
          <>
            <Button onClick={() => void pay('accept')} disabled={busy || status !== 'open'}>
              {busy ? 'Processing…' : `Pay ${dollars(amountCents)}`}
            </Button>
            <Button
              variant="outline"
              onClick={() => void pay('decline')}
              disabled={busy || status !== 'open'}
            >
              Decline card
            </Button>
            <Button variant="ghost" onClick={() => void navigate(cancelUrl)} disabled={busy}>
              Cancel
            </Button>
          </>
        }
      >
        <SandboxNote />
        {status !== 'open' && (
          <p className="text-sm text-muted-foreground">This checkout has already been paid.</p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </SectionCard>
    </>
  );
}

/** A page of the sandbox's billing portal: what it was opened for decides what it shows. */
function Portal({ id }: { id: string }) {
  const page = useQuery({
    queryKey: ['sandbox-portal', id],
    queryFn: async () =>
      portalSchema.parse(await apiRequest(`/api/sandbox/portal/${encodeURIComponent(id)}`)).portal,
  });
  if (page.isPending) return <PageLoading />;
  if (page.isError)
    return (
      <>
        <Header page="missing" />
        <Problem text={serverMessage(page.error, SUBSCRIPTION_ERRORS.loadFailed)} />
      </>
    );
  return page.data.purpose === 'switch_plan' ? (
    <PlanSwitch page={page.data} />
  ) : (
    <CardUpdate id={page.data.id} />
  );
}

function CardUpdate({ id }: { id: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const update = async () => {
    setBusy(true);
    try {
      const answer = redirectSchema.parse(
        await apiRequest(`/api/sandbox/portal/${encodeURIComponent(id)}/update-card`, {
          method: 'POST',
        }),
      );
      void navigate(`${answer.redirectUrl}?card=updated`);
    } catch (error) {
      setProblem(serverMessage(error, SUBSCRIPTION_ERRORS.unexpected));
      setBusy(false);
    }
  };
  return (
    <>
      <Header page="payment_method" />
      <SectionCard
        className="mx-auto w-full max-w-md"
        title="New card"
        description="A new card for your plan: it pays from now on, and any unpaid period now."
        contentClassName="flex flex-col gap-3"
        footerClassName="flex flex-col items-stretch gap-2"
        footer={
          <>
            <Button onClick={() => void update()} disabled={busy}>
              {busy ? 'Processing…' : 'Use the new card'}
            </Button>
            <Button variant="ghost" onClick={() => void navigate('/account')} disabled={busy}>
              Back to my account
            </Button>
          </>
        }
      >
        <SandboxNote text={SANDBOX_PORTAL_NOTE} />
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </SectionCard>
    </>
  );
}

/** The stand-in of Stripe's portal page that confirms one plan switch. */
function PlanSwitch({ page }: { page: PortalPage }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { plan, currentPlan, amountCents, done } = page;
  if (!plan || amountCents === undefined)
    return (
      <>
        <Header page="switch_plan" />
        <Problem text="This plan switch has expired or does not exist." />
      </>
    );
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = redirectSchema.parse(
        await apiRequest(`/api/sandbox/portal/${encodeURIComponent(page.id)}/switch-plan`, {
          method: 'POST',
        }),
      );
      void navigate(answer.redirectUrl);
    } catch (error) {
      setProblem(serverMessage(error, SUBSCRIPTION_ERRORS.unexpected));
      setBusy(false);
    }
  };
  const per = plan === 'annual' ? 'per year' : 'per month';
  return (
    <>
      <Header page="switch_plan" />
      <SectionCard
        className="mx-auto w-full max-w-md"
        title={planName(plan)}
        description={
          <>
            <span className="text-3xl font-semibold text-foreground">{dollars(amountCents)}</span>{' '}
            {per}, from today; renews automatically until cancelled
          </>
        }
        contentClassName="flex flex-col gap-3"
        footerClassName="flex flex-col items-stretch gap-2"
        footer={
          <>
            <Button onClick={() => void confirm()} disabled={busy || done === true}>
              {busy ? 'Processing…' : `Switch to ${planName(plan)}`}
            </Button>
            <Button variant="ghost" onClick={() => void navigate(page.returnUrl)} disabled={busy}>
              Keep my current plan
            </Button>
          </>
        }
      >
        <SandboxNote text={SANDBOX_PORTAL_NOTE} />
        {currentPlan && (
          <p className="text-sm">
            From {planName(currentPlan)} to {planName(plan)}
          </p>
        )}
        <p className="text-sm text-muted-foreground">
          The same subscription: its new billing period starts today, at the new plan&apos;s price.
        </p>
        {done && (
          <p className="text-sm text-muted-foreground">This switch has already been made.</p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
      </SectionCard>
    </>
  );
}

export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get('session');
  const portal = params.get('portal');
  return (
    <div className="flex flex-col gap-8">
      {session ? (
        <Checkout id={session} />
      ) : portal ? (
        <Portal id={portal} />
      ) : (
        <>
          <Header page="missing" />
          <Problem text="This checkout has expired or does not exist." />
        </>
      )}
    </div>
  );
}
