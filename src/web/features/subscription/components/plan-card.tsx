import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
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
    <Card
      className={cn('relative flex flex-col', highlighted && 'border-primary shadow-lg')}
      aria-label={name}
      role="region"
    >
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle as="h2">{name}</CardTitle>
          {badge && <Badge>{badge}</Badge>}
          {active && <Badge variant="secondary">Active Plan</Badge>}
        </div>
        <CardDescription>
          <span className="text-3xl font-semibold text-foreground">{price}</span>
          {priceNote && <span className="ml-2 text-sm">{priceNote}</span>}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {extra}
        <ul className="flex flex-col gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      </CardContent>
      {action && <CardFooter className="flex flex-col items-stretch gap-2">{action}</CardFooter>}
    </Card>
  );
}
