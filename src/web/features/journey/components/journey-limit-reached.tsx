import { Link } from 'react-router-dom';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { FREE_JOURNEYS_PER_MONTH } from '../journey.constants';
import { formatDateOf } from '../../../lib/dates';

/** SPEC.md section 2: shown instead of the chat when no journeys are left this month. */
export function JourneyLimitReached({ resetDate }: { resetDate?: string | null }) {
  const reset = formatDateOf(resetDate);
  return (
    <SectionCard
      className="mx-auto w-full max-w-xl border-primary/40"
      title="Journey Limit Reached"
      description={`You have used all ${FREE_JOURNEYS_PER_MONTH} free journeys for this month.`}
      contentClassName="flex flex-col gap-2 text-sm"
      footer={
        <Button asChild>
          <Link to="/subscribe">
            <Sparkles aria-hidden="true" />
            Upgrade to Trailblazer Now
          </Link>
        </Button>
      }
    >
      <p>
        {reset
          ? `Your free journeys renew on ${reset}.`
          : 'Your free journeys renew automatically each month.'}{' '}
        Become a Trailblazer for unlimited journeys, any time you need one.
      </p>
    </SectionCard>
  );
}
