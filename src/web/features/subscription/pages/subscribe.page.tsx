import { Link } from 'react-router-dom';
import { Info } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';

/** Said plainly until payments exist: nothing on this page can be bought yet. */
export const PLANS_NOT_ON_SALE = 'Trailblazer plans are not on sale yet';

export function SubscribePage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title="Upgrade to Unlimited Journeys"
        description="Become a Trailblazer for unlimited journeys, or keep exploring with three free journeys every month."
      />
      <Alert variant="info" role="note">
        <Info aria-hidden="true" />
        <AlertTitle>{PLANS_NOT_ON_SALE}</AlertTitle>
        <AlertDescription>
          <p>
            Payments are not open, so no one can be charged. Until they are, every account has three
            free journeys a month; your{' '}
            <Link
              to="/account"
              className="font-medium text-foreground underline underline-offset-4"
            >
              account page
            </Link>{' '}
            shows how many are left and when they reset.
          </p>
        </AlertDescription>
      </Alert>
    </div>
  );
}
