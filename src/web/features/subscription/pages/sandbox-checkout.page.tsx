// The offline sandbox's payment pages (no Stripe keys): a checkout for a plan, and the card update
// of a plan whose payment failed. Nothing is charged; the server records the plan exactly as it
// would from Stripe, through its webhook.
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
import { serverMessage, SUBSCRIPTION_ERRORS } from '../../../lib/subscription-api';
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
const redirectSchema = z.object({ redirectUrl: z.string() });

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const SANDBOX_NOTE =
  'This is the sandbox checkout: payments are not connected, so no card is needed and nothing is charged.';

function SandboxNote() {
  return (
    <Alert variant="info" role="note">
      <AlertTitle>Sandbox</AlertTitle>
      <AlertDescription>{SANDBOX_NOTE}</AlertDescription>
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
      <Alert variant="destructive">
        <AlertDescription>
          {serverMessage(session.error, SUBSCRIPTION_ERRORS.loadFailed)}
        </AlertDescription>
      </Alert>
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
  const name = plan === 'annual' ? 'Trailblazer Annual' : 'Trailblazer Monthly';
  const per = plan === 'annual' ? 'per year' : 'per month';
  return (
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
  );
}

function Portal({ id }: { id: string }) {
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
    <SectionCard
      className="mx-auto w-full max-w-md"
      title="Update payment method"
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
      <SandboxNote />
      {problem && (
        <p role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </SectionCard>
  );
}

export function SandboxCheckoutPage() {
  const [params] = useSearchParams();
  const session = params.get('session');
  const portal = params.get('portal');
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title="Checkout" description="Confirm your Trailblazer plan." />
      {session ? (
        <Checkout id={session} />
      ) : portal ? (
        <Portal id={portal} />
      ) : (
        <Alert variant="destructive">
          <AlertDescription>This checkout has expired or does not exist.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
