import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { User } from '../../../stores/auth.store';

/**
 * Subscription Management: a placeholder until billing exists and brings the statuses of SPEC.md
 * section 2 (active, cancelling, cancelled, past_due) and their actions. Until then it says so, and
 * offers no Cancel it could not honour.
 */
export function SubscriptionCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription Management</CardTitle>
        <CardDescription>
          {user.hasActiveSubscription
            ? 'You are a Trailblazer: unlimited journeys, priority access to new features and a price that never increases.'
            : 'Trailblazer: unlimited journeys, priority access to new features and a price that never increases.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Trailblazer plans are not on sale yet, so there is no subscription to manage or cancel
          here, and nothing is charged.
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to="/subscribe">View Plans</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
