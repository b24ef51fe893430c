import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ArrowRight, Compass, Mail, Send, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useConfirm } from '../../../components/ui/confirm-dialog-provider';
import { isJourneyActive } from '../../../lib/journey-presence';
import {
  JOURNEY_END_REQUEST_EVENT,
  LOG_OUT_DIALOG,
  type JourneyEndReason,
  type JourneyEndRequest,
} from '../../../lib/journey-end-request';
import { eraseJourney, useEndJourney } from '../hooks/use-end-journey';
import { MIN_STORY_CONTENT_LENGTH, NEW_JOURNEY_DIALOG } from '../journey.constants';
import { resetJourney, useStoredJourney } from '../stores/journey-storage';
import { EmailJourneyDialog } from './email-journey-dialog';
import { NewJourneyDialog } from './new-journey-dialog';

/**
 * Answers a request from elsewhere to erase the journey (Begin Your Journey, Log out): asks the
 * person in the request's words, and runs the requester's continuation only if they chose to
 * erase the journey (or, for a log-out, to email it first and it went).
 */
function useJourneyEndRequests() {
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<JourneyEndReason>('new-journey');
  const request = useRef<JourneyEndRequest | null>(null);
  useEffect(() => {
    const onRequest = (event: Event) => {
      if (!isJourneyActive()) return; // nothing to ask about: let the requester go on
      event.preventDefault();
      request.current = (event as CustomEvent<JourneyEndRequest>).detail;
      setReason(request.current.reason ?? 'new-journey');
      setAsking(true);
    };
    window.addEventListener(JOURNEY_END_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(JOURNEY_END_REQUEST_EVENT, onRequest);
  }, []);
  const take = () => {
    const taken = request.current;
    request.current = null;
    return taken;
  };
  const erase = () => {
    const taken = take();
    eraseJourney();
    taken?.onErased();
  };
  const emailed = () => take()?.onEmailed?.();
  const texts = reason === 'log-out' ? LOG_OUT_DIALOG : NEW_JOURNEY_DIALOG;
  return { asking, setAsking, erase, emailed, texts };
}

/**
 * The sticky Active Journey bar on every page while a journey is active (SPEC.md section 2):
 * Return to Journey (when not on /journey), Email & End Journey, Email Only (hidden on small
 * screens) and End Without Emailing. Loaded only while a journey is active.
 */
export default function ActiveJourneyBar() {
  const journey = useStoredJourney();
  const { pathname } = useLocation();
  const confirm = useConfirm();
  const { endWithoutEmailing, completeAfterEmail } = useEndJourney();
  const [emailOpen, setEmailOpen] = useState(false);
  const request = useJourneyEndRequests();
  const onJourney = pathname === '/journey';

  // SPEC.md section 4: off /journey, an active journey with no mood or hardly any story is reset.
  const broken =
    journey?.isActive === true &&
    (!journey.mood.trim() || journey.storyContent.length < MIN_STORY_CONTENT_LENGTH);
  useEffect(() => {
    if (broken && !onJourney) resetJourney();
  }, [broken, onJourney]);

  if (!journey?.isActive) return null;

  // Compact on phones, so the bar takes two short rows rather than three.
  const compact =
    'h-8 gap-1.5 px-2.5 text-xs max-sm:[&_svg]:hidden sm:h-9 sm:gap-2 sm:px-3 sm:text-sm';

  const endWithout = async () => {
    const confirmed = await confirm({
      title: 'End your journey without emailing it?',
      description:
        'Your story and reflections will be erased and cannot be recovered. To keep them, email the journey to yourself first.',
      confirmLabel: 'End Without Emailing',
      cancelLabel: 'Keep My Journey',
      variant: 'destructive',
    });
    if (confirmed) endWithoutEmailing();
  };

  return (
    <div
      role="region"
      aria-label="Active journey"
      className="sticky top-16 z-30 border-b border-primary/30 bg-secondary/95 text-secondary-foreground backdrop-blur supports-[backdrop-filter]:bg-secondary/85"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-2 gap-y-1.5 px-4 py-2 sm:px-6">
        <p className="flex min-w-0 flex-1 basis-full items-center gap-2 text-sm font-medium sm:basis-0">
          <Compass className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="shrink-0">Active Journey</span>
          {journey.storyTitle && (
            <span className="hidden truncate font-normal opacity-80 md:inline">
              · {journey.storyTitle}
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
          {!onJourney && (
            <Button asChild size="sm" variant="outline" className={compact}>
              <Link to="/journey">
                Return to Journey
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          )}
          <Button size="sm" className={compact} onClick={() => setEmailOpen(true)}>
            <Mail aria-hidden="true" />
            Email &amp; End Journey
          </Button>
          <Button
            size="sm"
            variant="outline"
            className={cn(compact, 'hidden sm:inline-flex')}
            onClick={() => setEmailOpen(true)}
          >
            <Send aria-hidden="true" />
            Email Only
          </Button>
          <Button size="sm" variant="ghost" className={compact} onClick={() => void endWithout()}>
            <X aria-hidden="true" />
            End Without Emailing
          </Button>
        </div>
      </div>
      <EmailJourneyDialog
        open={emailOpen}
        onOpenChange={setEmailOpen}
        onSent={completeAfterEmail}
      />
      <NewJourneyDialog
        open={request.asking}
        onOpenChange={request.setAsking}
        onErase={request.erase}
        onEmailed={request.emailed}
        texts={request.texts}
      />
    </div>
  );
}
