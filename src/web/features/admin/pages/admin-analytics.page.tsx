import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';

/**
 * /admin-analytics (admins only; the route table guards it). Tagline tracking only logs in the
 * visitor's browser so far, so there is nothing to chart and the page says so.
 */
export function AdminAnalyticsPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Analytics Dashboard"
        description="Tagline impressions and clicks are not sent to the server yet, so there are no figures to show."
      />
      <div>
        <Button asChild variant="outline">
          <Link to="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
