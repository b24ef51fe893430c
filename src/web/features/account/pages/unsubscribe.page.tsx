import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { EMAIL_PREFERENCE_COPY, failureMessage, unsubscribe } from '../api/email-preferences.api';

type Outcome = { ok: boolean; message: string };

/**
 * /unsubscribe?token=…: the link in reminder and news emails. It asks before it acts, because mail
 * scanners open links on their own.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = async () => {
    setBusy(true);
    try {
      setOutcome({ ok: true, message: await unsubscribe(token) });
    } catch (error) {
      setOutcome({
        ok: false,
        message: failureMessage(error, EMAIL_PREFERENCE_COPY.unsubscribeFailed),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title="Unsubscribe"
        description="Stop reminders and news by email. Emails about your account, your plan and the journeys you send yourself are still sent."
      />
      <Card>
        <CardContent className="text-sm">
          {outcome ? (
            <Alert variant={outcome.ok ? 'info' : 'destructive'}>
              <AlertTitle>{outcome.ok ? 'Unsubscribed' : 'Not unsubscribed'}</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
          ) : (
            <p>You can change your mind at any time on your account page.</p>
          )}
        </CardContent>
        <CardFooter className="flex flex-wrap gap-3">
          {!outcome?.ok && (
            <Button onClick={() => void confirm()} disabled={busy || !token}>
              {busy ? 'Unsubscribing…' : 'Unsubscribe'}
            </Button>
          )}
          <Button variant="outline" asChild>
            <Link to="/account">Email preferences</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  );
}
