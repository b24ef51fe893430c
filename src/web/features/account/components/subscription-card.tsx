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
 * Subscription Management: a placeholder until the subscription issue brings the statuses of
 * SPEC.md section 2 (active, cancelling, cancelled, past_due) and their actions.
 */
export function SubscriptionCard({ user }: { user: User }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Subscription Management</CardTitle>
        <CardDescription>
          {user.hasActiveSubscription
            ? 'You are a Trailblazer: unlimited journeys, early access to new features and a price that never increases.'
            : 'Trailblazer: unlimited journeys, early access to new features and a price that never increases.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm text-muted-foreground">
          Plans and their management arrive here soon. Until then, see the Trailblazer plans on the
          subscription page.
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
