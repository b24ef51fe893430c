import { PageHeader } from '../../../components/layout/page-header';

export function SubscribePage() {
  return (
    <PageHeader
      title="Upgrade to Unlimited Journeys"
      description="Become a Trailblazer for unlimited journeys, or keep exploring with three free journeys every month."
    />
  );
}
