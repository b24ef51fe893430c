import { PageHeader } from '../../../components/layout/page-header';

export function AdminPage() {
  return (
    <PageHeader
      title="Admin Dashboard"
      description="Users, subscriptions, emails, errors and settings, for the people who keep the lanterns lit."
    />
  );
}
