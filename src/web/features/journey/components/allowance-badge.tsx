import { Link } from 'react-router-dom';
import { Infinity as InfinityIcon, Sparkles, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../components/ui/tooltip';
import { cn } from '../../../lib/cn';
import { useAuthStore } from '../../../stores/auth.store';
import { PERCENT_PER_JOURNEY } from '../journey.constants';
import { formatDateOf } from '../../../lib/dates';

const pill =
  'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-full bg-indigo-950 px-3 text-sm font-semibold text-white shadow-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-white/10';

const journeysLeft = (left: number) =>
  left === 0
    ? 'No journeys left this month'
    : `${left} ${left === 1 ? 'journey' : 'journeys'} left this month`;

/**
 * The top bar's journey allowance (SPEC.md section 4, "Journey allowance display"): the count in
 * white with a tooltip (journeys left this month, a bar of left × 33.33%, the reset date); at 0
 * the count in red with a warning and Upgrade for Unlimited; Unlimited journeys for subscribers.
 * Loaded only for a signed-in user.
 */
export default function AllowanceBadge() {
  const user = useAuthStore((state) => state.user);
  if (!user) return null;

  if (user.hasActiveSubscription) {
    return (
      <span className={pill}>
        <InfinityIcon className="size-4" aria-hidden="true" />
        <span className="hidden sm:inline">Unlimited journeys</span>
        <span className="sr-only sm:hidden">Unlimited journeys</span>
      </span>
    );
  }

  const left = Math.max(0, Math.floor(user.journeyCount ?? 0));
  const empty = left === 0;
  const reset = formatDateOf(user.journeyResetDate);
  const label = journeysLeft(left);
  // The accessible name starts with what the badge shows ("2 left"), as WCAG's label-in-name asks.
  const name = `${left} left this month`;

  const count = (
    <>
      {empty && <TriangleAlert className="size-4 text-red-400" aria-hidden="true" />}
      <span data-testid="journeys-left" className={empty ? 'text-red-400' : 'text-white'}>
        {left}
      </span>
      {/* "3 left" at every width: a bare number on a phone says nothing. */}
      <span className="text-xs font-normal text-white/80">{' left'}</span>
    </>
  );

  return (
    <div className="flex items-center gap-2">
      <Tooltip>
        <TooltipTrigger asChild>
          {empty ? (
            <Link to="/subscribe" aria-label={`${name}. Upgrade for Unlimited`} className={pill}>
              {count}
            </Link>
          ) : (
            <button type="button" aria-label={name} className={cn(pill, 'cursor-default')}>
              {count}
            </button>
          )}
        </TooltipTrigger>
        <TooltipContent className="flex w-60 flex-col gap-2 py-2.5">
          <p className={cn('flex items-center gap-1.5 font-semibold', empty && 'text-red-300')}>
            {empty && <TriangleAlert className="size-3.5" aria-hidden="true" />}
            {empty ? 'You have used all your free journeys this month.' : `${label}.`}
          </p>
          <Progress
            aria-label="Journeys left this month"
            value={Math.min(100, left * PERCENT_PER_JOURNEY)}
            className="bg-background/25"
          />
          {reset && <p>Resets on {reset}</p>}
          {empty && <p>Upgrade for Unlimited journeys.</p>}
        </TooltipContent>
      </Tooltip>
      {empty && (
        <Button asChild size="sm" variant="destructive" className="hidden sm:inline-flex">
          <Link to="/subscribe">
            <Sparkles aria-hidden="true" />
            Upgrade for Unlimited
          </Link>
        </Button>
      )}
    </div>
  );
}
