import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoaderCircle } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter } from '../../../components/ui/card';
import { useJourneyActive } from '../../../lib/journey-presence';
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

/**
 * What the person can do now that the address is confirmed. A journey lives only in the tab it
 * began in (session storage), and a confirmation link usually opens in a new tab: so either this
 * tab holds the journey, or the person is told to switch back to the one that does.
 */
function WhatHappensNext({ signedIn, journeyHere }: { signedIn: boolean; journeyHere: boolean }) {
  let text: string;
  if (journeyHere) {
    text =
      'Your journey is waiting in this tab. Return to it and choose Email & End Journey: the email goes to your confirmed address, then the journey is erased here.';
  } else if (signedIn) {
    text =
      'You can now email your journeys to yourself. If your journey is open in another tab, switch back to it and choose Email & End Journey: it will send. A journey lives only in the tab where it began, so it is not in this one.';
  } else {
    text =
      'Journeys can now be emailed to this address. If your journey is open in another browser or on another device, go back to it and choose Email & End Journey.';
  }
  return (
    <div className="mt-4 flex flex-col gap-1 text-sm">
      <h2 className="font-semibold">What happens next</h2>
      <p className="text-muted-foreground">{text}</p>
    </div>
  );
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
  const confirmed = outcome !== null && (outcome.ok || alreadyConfirmed);
  const journeyHere = useJourneyActive();

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
          {outcome !== null && confirmed && (
            <>
              <Alert variant="info">
                <AlertTitle>Email confirmed</AlertTitle>
                <AlertDescription>
                  {outcome.ok ? outcome.message : ALREADY_CONFIRMED}
                </AlertDescription>
              </Alert>
              <WhatHappensNext signedIn={user !== null} journeyHere={journeyHere} />
            </>
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
              <Link to="/journey">
                {journeyHere ? 'Return to your journey' : 'Start a journey'}
              </Link>
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
