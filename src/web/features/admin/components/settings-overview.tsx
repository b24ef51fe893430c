import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';
import { adminQueries, paymentModeOf, type ConfigParameter } from '../api/admin.api';
import { PaymentPanel } from './payment-panel';
import { CONFIG_TABS } from '../../../../domain/operations/config-overview.contract';

const STATUS_STYLE: Record<ConfigParameter['status'], string> = {
  configured: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  missing: 'bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100',
  optional: 'bg-muted text-muted-foreground',
};

function Parameters({ rows }: { rows: ConfigParameter[] }) {
  return (
    <ul className="flex flex-col divide-y rounded-lg border" aria-label="Parameters">
      {rows.map((row) => (
        <li key={row.name} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-3">
          <code className="font-mono text-sm font-medium sm:w-72 sm:shrink-0">{row.name}</code>
          <Badge className={cn('border-transparent', STATUS_STYLE[row.status])}>{row.status}</Badge>
          <span className="break-all font-mono text-sm text-muted-foreground">
            {row.value ?? '—'}
          </span>
          {row.whenMissing && (
            <span className="text-sm text-muted-foreground sm:ml-auto">
              Until set: {row.whenMissing}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The Settings tab (SPEC.md section 2): configuration overview and the payment mode. */
export function SettingsOverview() {
  const overview = useQuery(adminQueries.config());
  const payment = useQuery(adminQueries.payment());
  return (
    <div className="flex flex-col gap-4">
      {overview.isError && <p role="alert">The configuration could not be loaded.</p>}
      {overview.isPending && <p role="status">Loading the configuration…</p>}
      {overview.isSuccess && (
        <dl className="grid gap-3 sm:grid-cols-3" aria-label="Configuration summary">
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">Missing required</dt>
            <dd className="text-2xl font-semibold">{overview.data.missingRequired}</dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">Missing optional</dt>
            <dd className="text-2xl font-semibold">{overview.data.missingOptional}</dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-sm text-muted-foreground">Payment mode</dt>
            <dd className="text-2xl font-semibold">
              {payment.data ? paymentModeOf(payment.data.config) : '…'}
            </dd>
          </div>
        </dl>
      )}
      <Tabs defaultValue="Stripe">
        <TabsList className="h-auto flex-wrap">
          {CONFIG_TABS.map((tab) => (
            <TabsTrigger key={tab} value={tab}>
              {tab}
            </TabsTrigger>
          ))}
        </TabsList>
        {CONFIG_TABS.map((tab) => (
          <TabsContent key={tab} value={tab} className="flex flex-col gap-4">
            {tab === 'Stripe' && <PaymentPanel />}
            {overview.isSuccess && <Parameters rows={overview.data.tabs[tab] ?? []} />}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
