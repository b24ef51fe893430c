import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast.store';
import {
  adminQueries,
  paymentModeOf,
  serverReason,
  useTestWebhook,
  useTogglePaymentMode,
  type PaymentModeName,
} from '../api/admin.api';

/** SPEC.md section 8, Admin toasts: the panel's texts. */
export const PAYMENT_PANEL_TEXT = {
  fetchFailed: 'Failed to fetch Stripe configuration',
  unavailable: 'Unable to load Stripe configuration. Please check your setup.',
  toggleFailed: 'Failed to toggle test mode',
  webhookFailed: 'Test webhook failed',
  webhookError: 'Failed to test webhook',
  webhookOkTitle: 'Webhook Test Successful',
  webhookOk: 'Test webhook was processed successfully',
  notConfigured: 'Not configured',
} as const;

const WARNINGS: Record<PaymentModeName, { title: string; text: string }> = {
  production: {
    title: 'Production mode',
    text: 'Payments are live: real cards are charged.',
  },
  test: {
    title: 'Test mode',
    text: "Payments go to Stripe's test mode: use Stripe's test cards; nothing is charged.",
  },
  sandbox: {
    title: 'Sandbox',
    text: 'No Stripe keys are set: checkouts are simulated on this server and nothing is charged.',
  },
};

function Configured({ label, yes }: { label: string; yes: boolean }) {
  return (
    <span className="flex items-center gap-2 text-sm">
      {label}
      <Badge variant={yes ? 'secondary' : 'outline'}>{yes ? 'Configured' : 'Not configured'}</Badge>
    </span>
  );
}

/** The payment-provider configuration panel (SPEC.md section 2). */
export function PaymentPanel() {
  const payment = useQuery(adminQueries.payment());
  const toggle = useTogglePaymentMode();
  const testWebhook = useTestWebhook();
  const busy = toggle.isPending || testWebhook.isPending;

  if (payment.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>{PAYMENT_PANEL_TEXT.fetchFailed}</AlertTitle>
        <AlertDescription>{PAYMENT_PANEL_TEXT.unavailable}</AlertDescription>
      </Alert>
    );
  if (payment.isPending) return <p role="status">Loading the payment configuration…</p>;
  const config = payment.data.config;
  const mode = paymentModeOf(config);
  const warning = WARNINGS[mode];
  const canSwitch = config.hasTestKeys && config.hasProductionKeys;

  const onToggle = async () => {
    try {
      const answer = await toggle.mutateAsync();
      toast({ title: 'Payment mode changed', description: answer.message });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: PAYMENT_PANEL_TEXT.toggleFailed,
        description: serverReason(error),
      });
    }
  };
  const onTestWebhook = async () => {
    try {
      await testWebhook.mutateAsync();
      toast({
        title: PAYMENT_PANEL_TEXT.webhookOkTitle,
        description: PAYMENT_PANEL_TEXT.webhookOk,
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: PAYMENT_PANEL_TEXT.webhookFailed,
        description: serverReason(error) ?? PAYMENT_PANEL_TEXT.webhookError,
      });
    }
  };

  const rows: Array<[string, string | null]> = [
    ['Secret key', config.currentConfig.secretKey],
    ['Webhook secret', config.currentConfig.webhookSecret],
    ['Monthly price ID', config.currentConfig.monthlyPriceId],
    ['Annual price ID', config.currentConfig.annualPriceId],
  ];

  return (
    <section
      aria-labelledby="payment-panel-title"
      className="flex flex-col gap-4 rounded-lg border p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="payment-panel-title" className="text-lg font-semibold">
          Payment provider
        </h3>
        <Badge variant={mode === 'production' ? 'default' : 'secondary'}>
          Current mode: {mode}
        </Badge>
      </div>
      <Alert variant={mode === 'production' ? 'destructive' : 'info'} role="note">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{warning.title}</AlertTitle>
        <AlertDescription>{warning.text}</AlertDescription>
      </Alert>
      <div className="flex flex-wrap gap-4">
        <Configured label="Test keys" yes={config.hasTestKeys} />
        <Configured label="Production keys" yes={config.hasProductionKeys} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-all font-mono">{value ?? PAYMENT_PANEL_TEXT.notConfigured}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || !canSwitch}
          onClick={() => void onToggle()}
          aria-describedby="payment-switch-note"
        >
          {mode === 'production' ? 'Switch to test mode' : 'Switch to production mode'}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void payment.refetch()}>
          <RefreshCw aria-hidden="true" />
          Refresh Config
        </Button>
        <Button disabled={busy} onClick={() => void onTestWebhook()}>
          {testWebhook.isPending ? 'Testing…' : 'Test Webhook'}
        </Button>
      </div>
      <p id="payment-switch-note" className="text-sm text-muted-foreground">
        {canSwitch
          ? 'Both sets of keys are configured: the switch changes where new payments go.'
          : 'The switch needs both the production and the test keys.'}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Setup instructions</summary>
        <ol className="mt-2 list-decimal space-y-1 pl-5">
          <li>
            In Stripe, create two recurring prices: $10 a month and $99 a year, in test mode and in
            live mode.
          </li>
          <li>
            Add a webhook endpoint at <code>/api/webhook/stripe</code> of this site for
            checkout.session.completed, customer.subscription.created/updated/deleted, invoice.paid
            and invoice.payment_failed.
          </li>
          <li>
            Test mode: set <code>STRIPE_TEST_SECRET_KEY</code>,{' '}
            <code>STRIPE_TEST_PRICE_MONTHLY</code>, <code>STRIPE_TEST_PRICE_ANNUAL</code>,{' '}
            <code>STRIPE_TEST_WEBHOOK_SECRET</code> and (optional){' '}
            <code>STRIPE_TEST_PUBLISHABLE_KEY</code>.
          </li>
          <li>
            Production: set <code>STRIPE_SECRET_KEY</code>, <code>STRIPE_PRICE_MONTHLY</code>,{' '}
            <code>STRIPE_PRICE_ANNUAL</code>, <code>STRIPE_WEBHOOK_SECRET</code> and (optional){' '}
            <code>STRIPE_PUBLISHABLE_KEY</code>; then restart the server.
          </li>
        </ol>
      </details>
    </section>
  );
}
