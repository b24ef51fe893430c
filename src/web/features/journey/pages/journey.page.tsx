import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Info, LoaderCircle, X } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import { AuthCheckPending } from '../../../components/route-guards/protected-route';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isJourneyActive } from '../../../lib/journey-presence';
import { siteConfig } from '../../../lib/site-config';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { ChatInput } from '../components/chat-input';
import { ChatLog } from '../components/chat-log';
import { ExamplePrompts } from '../components/example-prompts';
import { FormatChoice } from '../components/format-choice';
import { GroundingCard } from '../components/grounding-card';
import { JourneyLimitReached } from '../components/journey-limit-reached';
import { JourneyToolbar } from '../components/journey-toolbar';
import { LoginRequiredCard } from '../components/login-required-card';
import { NewMessageButton } from '../components/new-message-button';
import { defaultRenderReadAloud, type RenderReadAloud } from '../components/read-aloud-slot';
import { useChatFollow } from '../hooks/use-chat-follow';
import { useJourneyFlow, type JourneyFlowOptions } from '../hooks/use-journey-flow';
import { JOURNEY_FAQ_EVENT, JOURNEY_TEXT, TAB_NOTICE } from '../journey.constants';
import { toJourney } from '../lib/flow-state';
import type { FlowStep } from '../journey.types';

const JourneyFaqDialog = lazy(() => import('../components/journey-faq-dialog'));

const PLACEHOLDERS: Partial<Record<FlowStep, string>> = {
  mood: 'Describe how you are feeling…',
  mood_response: 'Or tell me more about how you feel…',
  story: 'Share your reflection…',
  dialogue: 'Share your reflection…',
};

export interface JourneyPageProps extends JourneyFlowOptions {
  /** Read-aloud controls beside each AI message, the story and the reflections. */
  renderReadAloud?: RenderReadAloud;
}

/** Opens the FAQ dialog when anything dispatches JOURNEY_FAQ_EVENT on window. */
function useFaqEvent(): [boolean, (open: boolean) => void, boolean] {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const onOpen = () => {
      setMounted(true);
      setOpen(true);
    };
    window.addEventListener(JOURNEY_FAQ_EVENT, onOpen);
    return () => window.removeEventListener(JOURNEY_FAQ_EVENT, onOpen);
  }, []);
  return [open, setOpen, mounted];
}

/** SPEC.md section 2: no journeys left, no subscription, no journey under way. */
function outOfJourneys(user: User | null): boolean {
  return Boolean(
    user && !user.hasActiveSubscription && (user.journeyCount ?? 0) <= 0 && !isJourneyActive(),
  );
}

function JourneyChat({ user, renderReadAloud, random }: JourneyPageProps & { user: User | null }) {
  const { flow, step, busy, send, grounding, sendGrounding, queue, startNewJourney } =
    useJourneyFlow({ random });
  const { context } = flow;
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const chatRef = useRef<HTMLElement>(null);
  const { unseen, showNewest } = useChatFollow(chatRef, queue.visible);

  if ((step === 'mood' && outOfJourneys(user)) || context.limitReached) {
    return <JourneyLimitReached resetDate={user?.journeyResetDate} />;
  }

  const pending = context.pendingCheckIn;
  // The check-in's answers can be tapped once it is typed out, until one is on its way.
  const checkInId =
    pending && !context.checkInAnswer && !busy && !queue.isTyping ? pending.messageId : null;
  // In the chat, the check-in is answered before the next answer (at the mood, a mood anew may
  // be typed instead).
  const answerFirst = pending !== null && pending.at === 'chat';
  const waiting = busy && !queue.isTyping && !flow.matches({ mood_response: 'typing' });
  const showFormats = step === 'mood_response' && (!queue.isTyping || context.selectedFormat);
  // An empty journey: nothing said yet, the welcome typed out.
  const showPrompts =
    step === 'mood' && !busy && !queue.isTyping && !context.messages.some((m) => m.role === 'user');

  return (
    <div className="flex flex-col gap-4">
      <JourneyToolbar active={toJourney(context).isActive} onStartNew={startNewJourney} />

      {context.error && (
        <Alert variant="destructive">
          <AlertTitle>Something went wrong</AlertTitle>
          <AlertDescription>{context.error}</AlertDescription>
          <Button
            variant="ghost"
            size="icon"
            className="absolute top-2 right-2 size-8"
            aria-label="Dismiss error"
            onClick={() => send({ type: 'DISMISS_ERROR' })}
          >
            <X aria-hidden="true" />
          </Button>
        </Alert>
      )}

      <section
        ref={chatRef}
        aria-label="Journey chat"
        className="rounded-2xl border bg-background p-3 shadow-sm sm:p-5"
      >
        <ChatLog
          messages={queue.visible}
          currentId={queue.current?.id ?? null}
          onTyped={queue.onTyped}
          renderReadAloud={renderReadAloud ?? defaultRenderReadAloud}
          checkInId={checkInId}
          onCheckIn={(answer) => send({ type: 'CHECK_IN', answer })}
        >
          {showPrompts && (
            <ExamplePrompts
              onPick={(prompt) => {
                setDraft(prompt);
                inputRef.current?.focus();
              }}
            />
          )}
          {showFormats && (
            <FormatChoice
              selected={context.selectedFormat}
              busy={busy}
              onSelect={(format) => send({ type: 'SELECT_FORMAT', format })}
            />
          )}
          {waiting && (
            <p role="status" className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
              <LoaderCircle
                className="size-4 animate-spin motion-reduce:animate-none"
                aria-hidden="true"
              />
              {siteConfig.appName} is writing…
            </p>
          )}
          {!queue.isTyping && <GroundingCard snapshot={grounding} send={sendGrounding} />}
        </ChatLog>
        <div className="mt-3 border-t pt-3">
          <ChatInput
            value={draft}
            onValueChange={setDraft}
            inputRef={inputRef}
            onSend={(text) => send({ type: 'SUBMIT', text })}
            disabled={queue.isTyping || busy || answerFirst}
            placeholder={answerFirst ? 'Choose an answer above…' : PLACEHOLDERS[step]}
          />
          <p className="mt-2 flex items-start gap-1.5 text-xs text-muted-foreground">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {JOURNEY_TEXT.aiNotice}
          </p>
          <p className="mt-1 flex items-start gap-1.5 text-xs text-muted-foreground">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {TAB_NOTICE}
          </p>
        </div>
      </section>
      {unseen && <NewMessageButton onClick={showNewest} />}
    </div>
  );
}

/**
 * The journey screen (SPEC.md section 2): Login Required for signed-out visitors, Journey Limit
 * Reached when no journeys are left, else the chat.
 */
export function JourneyPage({ renderReadAloud, random }: JourneyPageProps = {}) {
  const isLoading = useAuthStore((state) => state.isLoading);
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const user = useAuthStore((state) => state.user);
  const [faqOpen, setFaqOpen, faqMounted] = useFaqEvent();

  let body;
  if (isAuthenticated) {
    body = <JourneyChat user={user} renderReadAloud={renderReadAloud} random={random} />;
  } else if (isLoading) {
    body = <AuthCheckPending />;
  } else {
    body = <LoginRequiredCard />;
  }

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <PageHeader
        title="Your Journey"
        description="Describe how you feel, choose a fable, story or poem, and explore what it stirs in a gentle, guided conversation."
      />
      {body}
      {faqMounted && (
        <Suspense fallback={null}>
          <JourneyFaqDialog open={faqOpen} onOpenChange={setFaqOpen} />
        </Suspense>
      )}
    </div>
  );
}
