import { CircleAlert, CircleCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { SectionCard } from '../../../components/ui/section-card';
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
    <SectionCard
      title="Email Address"
      description="Journeys can only be emailed to an address you have confirmed."
      headerExtra={
        confirmed ? (
          <Badge variant="secondary">
            <CircleCheck aria-hidden="true" />
            Confirmed
          </Badge>
        ) : (
          <Badge variant="outline">
            <CircleAlert aria-hidden="true" />
            Not confirmed yet
          </Badge>
        )
      }
      contentClassName="text-sm"
      footer={!confirmed && <ResendConfirmationButton variant="outline" />}
    >
      {confirmed ? (
        <p>
          <span className="font-medium break-all">{user.email}</span> is confirmed: you can email
          yourself your journeys.
        </p>
      ) : (
        <p>
          Please confirm <span className="font-medium break-all">{user.email}</span>: open the link
          in the welcome email we sent you. A link works for 7 days, and a new one replaces the ones
          before it.
        </p>
      )}
    </SectionCard>
  );
}
