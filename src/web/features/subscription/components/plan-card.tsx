import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/ui/section-card';
import { cn } from '../../../lib/cn';

/** One plan of the subscribe page: name, price, what it gives, and its action. */
export function PlanCard({
  name,
  price,
  priceNote,
  badge,
  active,
  highlighted,
  features,
  extra,
  action,
}: {
  name: string;
  price: string;
  priceNote?: string;
  badge?: string;
  active: boolean;
  highlighted?: boolean;
  features: readonly string[];
  extra?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <SectionCard
      className={cn('relative flex flex-col', highlighted && 'border-primary shadow-lg')}
      aria-label={name}
      role="region"
      title={name}
      badges={
        (badge || active) && (
          <>
            {badge && <Badge>{badge}</Badge>}
            {active && <Badge variant="secondary">Active Plan</Badge>}
          </>
        )
      }
      description={
        <>
          <span className="text-3xl font-semibold text-foreground">{price}</span>
          {priceNote && <span className="ml-2 text-sm">{priceNote}</span>}
        </>
      }
      contentClassName="flex flex-1 flex-col gap-4"
      footerClassName="flex flex-col items-stretch gap-2"
      footer={action}
    >
      {extra}
      <ul className="flex flex-col gap-2 text-sm">
        {features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
