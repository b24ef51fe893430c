import { Link } from 'react-router-dom';
import { Infinity as InfinityIcon, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { Progress } from '../../../components/ui/progress';
import type { User } from '../../../stores/auth.store';
import { formatDateOf, relativeDayPhrase } from '../../../lib/dates';
import { FREE_JOURNEYS_PER_PERIOD } from '../../../../domain/allowance/allowance-rules';

/** SPEC.md section 9: the free plan's journeys per month (a full progress bar). */
export const FREE_JOURNEYS_PER_MONTH = FREE_JOURNEYS_PER_PERIOD;

/**
 * Journey Limit Status (SPEC.md section 2, Account): the journeys left this month and when they
 * reset ('MMM d, yyyy' and 'in 5 days'), or Unlimited journeys for a Trailblazer.
 */
export function JourneyLimitCard({ user, now }: { user: User; now?: Date }) {
  const left = Math.max(0, user.journeyCount ?? 0);
  const resetDate = formatDateOf(user.journeyResetDate);
  const reset = resetDate
    ? {
        date: resetDate,
        relative: relativeDayPhrase(new Date(user.journeyResetDate ?? ''), now),
      }
    : null;

  return (
    <SectionCard
      title="Journey Limit Status"
      description={
        user.hasActiveSubscription
          ? 'Your Trailblazer plan has no monthly limit.'
          : `The free plan gives ${FREE_JOURNEYS_PER_MONTH} journeys every month.`
      }
      contentClassName="flex flex-col gap-4"
    >
      {user.hasActiveSubscription ? (
        <p className="flex items-center gap-2 text-lg font-semibold">
          <InfinityIcon className="size-6 text-primary" aria-hidden="true" />
          Unlimited journeys
        </p>
      ) : (
        <>
          <p className="flex items-baseline gap-2">
            <span
              className={
                left === 0
                  ? 'text-3xl font-semibold text-destructive dark:text-red-300'
                  : 'text-3xl font-semibold'
              }
            >
              {left}
            </span>
            <span className="text-muted-foreground">
              {left === 1 ? 'journey left this month' : 'journeys left this month'}
            </span>
          </p>
          <Progress
            aria-label="Journeys left this month"
            value={Math.min(left, FREE_JOURNEYS_PER_MONTH)}
            max={FREE_JOURNEYS_PER_MONTH}
          />
          <p className="text-sm text-muted-foreground">
            {reset ? (
              <>
                Resets on <span className="font-medium text-foreground">{reset.date}</span> (
                {reset.relative})
              </>
            ) : (
              'Your journeys reset every month.'
            )}
          </p>
          {left === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-lg border border-destructive/40 p-4">
              <p className="text-sm">
                You have used all your free journeys this month. Become a Trailblazer for unlimited
                journeys.
              </p>
              <Button asChild size="sm">
                <Link to="/subscribe">
                  <Sparkles aria-hidden="true" />
                  Upgrade for Unlimited
                </Link>
              </Button>
            </div>
          )}
        </>
      )}
    </SectionCard>
  );
}
