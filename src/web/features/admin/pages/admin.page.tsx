import { EMAIL_KIND_GROUPS } from '../../../../domain/notifications/email-kinds';
import { EmailKinds } from '../components/email-kinds';
import { Link } from 'react-router-dom';
import { ChartColumn, Home } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { JourneyLimits } from '../components/journey-limits';
import { ErrorLog } from '../components/error-log';
import { ResetPasswords } from '../components/reset-passwords';
import { SettingsOverview } from '../components/settings-overview';
import { Subscriptions } from '../components/subscriptions';
import { TestEmailTemplates } from '../components/test-email-templates';

/** /admin (admins only; the route table guards it): SPEC.md section 2's five tabs. */
export function AdminPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Admin Dashboard"
        description="Users, subscriptions, emails, errors and settings."
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
      <Tabs defaultValue="users">
        <TabsList className="h-auto flex-wrap">
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="subscriptions">Subscriptions</TabsTrigger>
          <TabsTrigger value="emails">Emails</TabsTrigger>
          <TabsTrigger value="errors">Errors</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="users">
          <Tabs defaultValue="limits">
            <TabsList>
              <TabsTrigger value="limits">Journey Limits</TabsTrigger>
              <TabsTrigger value="passwords">Reset Passwords</TabsTrigger>
            </TabsList>
            <TabsContent value="limits">
              <JourneyLimits />
            </TabsContent>
            <TabsContent value="passwords">
              <ResetPasswords />
            </TabsContent>
          </Tabs>
        </TabsContent>
        <TabsContent value="subscriptions">
          <Subscriptions />
        </TabsContent>
        <TabsContent value="emails">
          <Tabs defaultValue="subscription">
            <TabsList className="h-auto flex-wrap">
              <TabsTrigger value="subscription">Subscription</TabsTrigger>
              <TabsTrigger value="journey">Journey</TabsTrigger>
              <TabsTrigger value="engagement">Engagement</TabsTrigger>
              <TabsTrigger value="test">Test All Templates</TabsTrigger>
            </TabsList>
            <TabsContent value="subscription">
              <EmailKinds kinds={EMAIL_KIND_GROUPS.Subscription} label="Subscription emails" />
            </TabsContent>
            <TabsContent value="journey">
              <EmailKinds kinds={EMAIL_KIND_GROUPS.Journey} label="Journey emails" />
            </TabsContent>
            <TabsContent value="engagement">
              <EmailKinds kinds={EMAIL_KIND_GROUPS.Engagement} label="Engagement emails" />
            </TabsContent>
            <TabsContent value="test">
              <TestEmailTemplates />
            </TabsContent>
          </Tabs>
        </TabsContent>
        <TabsContent value="errors">
          <ErrorLog />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsOverview />
        </TabsContent>
      </Tabs>
    </div>
  );
}
