import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { SectionCard } from '../../../components/ui/section-card';
import { auditApi, type AuditEvent } from '../api/audit.api';
import { AuditEventsTable } from './audit-events-table';

/** One person's event history: every event of the streams that name their user id. */
export function PersonHistory() {
  const [userId, setUserId] = useState('');
  const [events, setEvents] = useState<AuditEvent[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = Number(userId);
    if (!Number.isInteger(id) || id <= 0) {
      setError('Please enter a valid user ID');
      return;
    }
    setLoading(true);
    setError(null);
    try {
      setEvents((await auditApi.personEvents(id)).events);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  }

  return (
    <SectionCard title="Person history" description="The events of one person's streams.">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-2">
          <Label htmlFor="audit-user-id">User ID</Label>
          <Input
            id="audit-user-id"
            inputMode="numeric"
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
        </div>
        <Button type="submit" disabled={loading}>
          {loading ? 'Loading…' : 'Show events'}
        </Button>
      </form>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      {events && <AuditEventsTable events={events} />}
    </SectionCard>
  );
}
