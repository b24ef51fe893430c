import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import type { User } from '../../../stores/auth.store';
import { ResendConfirmationButton } from '../../../components/resend-confirmation-button';

/**
 * Whether the account's address is confirmed. Journeys are only emailed to a confirmed address,
 * so an unconfirmed one gets a way to send a new link.
 */
export function EmailConfirmationCard({ user }: { user: User }) {
  if (!user.email) return null;
  const confirmed = user.emailConfirmed === true;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Email Address</CardTitle>
        <CardDescription>
          Journeys can only be emailed to an address you have confirmed.
        </CardDescription>
        {confirmed ? (
          <Badge variant="secondary">
            <CircleCheck aria-hidden="true" />
            Confirmed
          </Badge>
        ) : (
          <Badge variant="outline">
            <CircleAlert aria-hidden="true" />
            Not confirmed yet
          </Badge>
        )}
      </CardHeader>
      <CardContent className="text-sm">
        {confirmed ? (
          <p>
            <span className="font-medium break-all">{user.email}</span> is confirmed: you can email
            yourself your journeys.
          </p>
        ) : (
          <p>
            Please confirm <span className="font-medium break-all">{user.email}</span>: open the
            link in the welcome email we sent you. A link works for 7 days, and a new one replaces
            the ones before it.
          </p>
        )}
      </CardContent>
      {!confirmed && (
        <CardFooter>
          <ResendConfirmationButton variant="outline" />
        </CardFooter>
      )}
    </Card>
  );
}
