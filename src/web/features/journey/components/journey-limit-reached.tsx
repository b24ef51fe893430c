import { Link } from 'react-router-dom';
import { Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FREE_JOURNEYS_PER_MONTH } from '../journey.constants';
import { formatDateOf } from '../../../lib/dates';

/** SPEC.md section 2: shown instead of the chat when no journeys are left this month. */
export function JourneyLimitReached({ resetDate }: { resetDate?: string | null }) {
  const reset = formatDateOf(resetDate);
  return (
    <Card className="mx-auto w-full max-w-xl border-primary/40">
      <CardHeader>
        <CardTitle as="h2">Journey Limit Reached</CardTitle>
        <CardDescription>
          You have used all {FREE_JOURNEYS_PER_MONTH} free journeys for this month.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <p>
          {reset
            ? `Your free journeys renew on ${reset}.`
            : 'Your free journeys renew automatically each month.'}{' '}
          Become a Trailblazer for unlimited journeys, any time you need one.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild>
          <Link to="/subscribe">
            <Sparkles aria-hidden="true" />
            Upgrade to Trailblazer Now
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
