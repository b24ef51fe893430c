import { PageHeader } from '../../../components/layout/page-header';

export function AdminAnalyticsPage() {
  return (
    <PageHeader
      title="Analytics Dashboard"
      description="How each landing tagline performs: impressions, clicks and conversion by device and time of day."
    />
  );
}
