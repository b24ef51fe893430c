import { Link } from 'react-router-dom';
import { ChartColumn, Home } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';

/** /admin (admins only; the route table guards it). The tools themselves are not built yet. */
export function AdminPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="The tools for users, subscriptions, emails, errors and settings are not built yet."
      />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/">
            <Home aria-hidden="true" />
            Back to Home
          </Link>
        </Button>
        <Button asChild>
          <Link to="/admin-analytics">
            <ChartColumn aria-hidden="true" />
            Analytics Dashboard
          </Link>
        </Button>
      </div>
    </div>
  );
}
