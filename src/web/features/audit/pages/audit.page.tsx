import { Link } from 'react-router-dom';
import { Home } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { PersonHistory } from '../components/person-history';
import { StreamsTab } from '../components/streams-tab';
import { VerifyPanel } from '../components/verify-panel';

/** /audit (admins and auditors; the route table guards it): read-only views of the event log. */
export function AuditPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Audit Log"
        description="The event log, one person's history and its verification."
      />
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to="/account">
            <Home aria-hidden="true" />
            Back to Account
          </Link>
        </Button>
      </div>
      <Tabs defaultValue="streams">
        <TabsList>
          <TabsTrigger value="streams">Streams</TabsTrigger>
          <TabsTrigger value="person">Person history</TabsTrigger>
          <TabsTrigger value="verify">Verify</TabsTrigger>
        </TabsList>
        <TabsContent value="streams">
          <StreamsTab />
        </TabsContent>
        <TabsContent value="person">
          <PersonHistory />
        </TabsContent>
        <TabsContent value="verify">
          <VerifyPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
