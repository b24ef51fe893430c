import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { useAuthStore } from '../../../stores/auth.store';
import { CONFIRMATION_COPY, confirmEmail, serverMessage } from '../../../lib/email-confirmation';

export const CONFIRM_EMAIL_TITLE = 'Confirm Your Email';
export const ALREADY_CONFIRMED = 'Your email address is already confirmed.';

type Outcome = { ok: true; message: string } | { ok: false; message: string };

// A link works once: one request per token, however often the page mounts (React's development
// double effects, a back-and-forth navigation).
const attempts = new Map<string, Promise<Outcome>>();

function confirmOnce(token: string): Promise<Outcome> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = confirmEmail(token).then(
      (message): Outcome => ({ ok: true, message }),
      (error: unknown): Outcome => ({
        ok: false,
        message: serverMessage(error, CONFIRMATION_COPY.confirmFailed),
      }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** /confirm-email/{token}: the link of a confirmation email, opened on any device. */
export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    let current = true;
    setOutcome(null);
    void confirmOnce(token).then((result) => {
      if (!current) return;
      setOutcome(result);
      // The signed-in person on this device sees it at once (badge, account, email dialog).
      const { user, setUser } = useAuthStore.getState();
      if (result.ok && user) setUser({ ...user, emailConfirmed: true });
    });
    return () => {
      current = false;
    };
  }, [token]);

  const user = useAuthStore((state) => state.user);
  const alreadyConfirmed = outcome?.ok === false && user?.emailConfirmed === true;

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6">
      <PageHeader
        title={CONFIRM_EMAIL_TITLE}
        description="Confirming your address lets us email you your journeys."
      />
      <Card>
        <CardContent>
          {outcome === null && (
            <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle
                className="size-4 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              Confirming your email address…
            </p>
          )}
          {outcome !== null && (outcome.ok || alreadyConfirmed) && (
            <Alert variant="info">
              <AlertTitle>Email confirmed</AlertTitle>
              <AlertDescription>
                {outcome.ok ? outcome.message : ALREADY_CONFIRMED}
              </AlertDescription>
            </Alert>
          )}
          {outcome !== null && !outcome.ok && !alreadyConfirmed && (
            <Alert variant="destructive">
              <AlertTitle>Email not confirmed</AlertTitle>
              <AlertDescription>{outcome.message}</AlertDescription>
            </Alert>
          )}
        </CardContent>
        {outcome !== null && (
          <CardFooter className="flex-wrap">
            <Button asChild>
              <Link to="/journey">Go to your journey</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/account">Go to your account</Link>
            </Button>
          </CardFooter>
        )}
      </Card>
    </div>
  );
}
