import type { ReactNode } from 'react';
import { ArrowLeft, HeartHandshake, LoaderCircle, Quote, Square, Wind, X } from 'lucide-react';
import type { SnapshotFrom } from 'xstate';
import { Button } from '../../../components/ui/button';
import { Progress } from '../../../components/ui/progress';
import { GROUNDING_ERROR } from '../journey.constants';
import {
  breathingProgress,
  type groundingCardMachine,
  type GroundingEvent,
} from '../machines/grounding-card.machine';

type GroundingSnapshot = SnapshotFrom<typeof groundingCardMachine>;

export interface GroundingCardProps {
  snapshot: GroundingSnapshot;
  send: (event: GroundingEvent) => void;
}

function Frame({
  title,
  icon,
  children,
  onClose,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <section
      aria-label="Grounding tools"
      className="relative mt-4 rounded-2xl border border-primary/30 bg-primary/5 p-4 sm:p-5"
    >
      <h2 className="flex items-center gap-2 pr-8 font-serif text-lg font-semibold">
        {icon}
        {title}
      </h2>
      <Button
        variant="ghost"
        size="icon"
        className="absolute top-2 right-2 size-8"
        aria-label="Close grounding tools"
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </Button>
      <div className="mt-3 flex flex-col gap-3">{children}</div>
    </section>
  );
}

function BackButton({ onClick, label = 'Back' }: { onClick: () => void; label?: string }) {
  return (
    <Button variant="outline" size="sm" className="w-fit" onClick={onClick}>
      <ArrowLeft aria-hidden="true" />
      {label}
    </Button>
  );
}

function Breathing({ snapshot, send }: GroundingCardProps) {
  const { context } = snapshot;
  const exercise = context.tools?.breathingExercise;
  if (!exercise) return null;
  const steps = exercise.steps;
  const step = steps[context.stepIndex];
  const finished = snapshot.matches({ breathing: 'finished' });
  const stepMs = (step?.duration ?? 0) * 1000;
  const stepPercent = stepMs ? Math.min(100, (context.stepElapsedMs / stepMs) * 100) : 100;
  const { elapsed, total } = breathingProgress(context);
  const secondsLeft = Math.max(0, Math.ceil((stepMs - context.stepElapsedMs) / 1000));

  return (
    <>
      <div>
        <p className="font-medium">{exercise.title}</p>
        <p className="text-sm text-muted-foreground">{exercise.description}</p>
      </div>
      {finished ? (
        <p role="status" className="rounded-lg bg-background/70 p-3">
          Well done. Let your breath find its own rhythm, and notice how you feel now.
        </p>
      ) : (
        step && (
          <div className="rounded-lg bg-background/70 p-3" aria-live="polite">
            <p className="text-sm text-muted-foreground">
              Step {context.stepIndex + 1} of {steps.length}
            </p>
            <p className="text-xl font-semibold">{step.name}</p>
            <p>{step.instruction}</p>
            <p className="mt-1 text-sm text-muted-foreground" aria-hidden="true">
              {secondsLeft} s
            </p>
          </div>
        )
      )}
      <Progress aria-label="This step" value={stepPercent} />
      <Progress
        aria-label="Whole exercise"
        value={total ? (elapsed / total) * 100 : 0}
        className="h-1"
      />
      <div className="flex flex-wrap gap-2">
        {finished ? (
          <Button size="sm" onClick={() => send({ type: 'RESTART' })}>
            <Wind aria-hidden="true" />
            Start again
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'STOP' })}>
            <Square aria-hidden="true" />
            Stop
          </Button>
        )}
        <BackButton onClick={() => send({ type: 'BACK' })} />
      </div>
    </>
  );
}

/**
 * The grounding card (SPEC.md section 2): prompt (Show quote, Try breathing, View affirmations,
 * No thanks), quote, breathing and affirmations, and the error card with Go back.
 */
export function GroundingCard({ snapshot, send }: GroundingCardProps) {
  const close = () => send({ type: 'NO_THANKS' });
  const { tools } = snapshot.context;

  if (snapshot.matches('hidden')) return null;

  if (snapshot.matches('prompt')) {
    return (
      <Frame
        title="Take a grounding pause?"
        icon={<HeartHandshake className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <p className="text-sm text-muted-foreground">
          If it would help, take a moment to steady yourself before you go on.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={() => send({ type: 'SHOW_QUOTE' })}>
            <Quote aria-hidden="true" />
            Show quote
          </Button>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'TRY_BREATHING' })}>
            <Wind aria-hidden="true" />
            Try breathing
          </Button>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'VIEW_AFFIRMATIONS' })}>
            <HeartHandshake aria-hidden="true" />
            View affirmations
          </Button>
          <Button size="sm" variant="ghost" onClick={close}>
            No thanks
          </Button>
        </div>
      </Frame>
    );
  }

  if (snapshot.matches('loading')) {
    return (
      <Frame
        title="A moment to breathe"
        icon={<Wind className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle
            className="size-4 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
          Gathering something calming…
        </p>
      </Frame>
    );
  }

  if (snapshot.matches('error')) {
    return (
      <Frame
        title={GROUNDING_ERROR.title}
        icon={<HeartHandshake className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <p role="alert" className="text-sm">
          {GROUNDING_ERROR.description}
        </p>
        <BackButton label="Go back" onClick={() => send({ type: 'BACK' })} />
      </Frame>
    );
  }

  if (snapshot.matches('quote') && tools) {
    return (
      <Frame
        title="A quote to hold"
        icon={<Quote className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <figure>
          <blockquote className="font-serif text-lg leading-relaxed">“{tools.quote}”</blockquote>
          <figcaption className="mt-1 text-sm text-muted-foreground">
            — {tools.quoteAuthor}
          </figcaption>
        </figure>
        <BackButton onClick={() => send({ type: 'BACK' })} />
      </Frame>
    );
  }

  if (snapshot.matches('affirmations') && tools) {
    return (
      <Frame
        title="Affirmations"
        icon={<HeartHandshake className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {tools.affirmations.map((affirmation) => (
            <li key={affirmation}>{affirmation}</li>
          ))}
        </ul>
        <BackButton onClick={() => send({ type: 'BACK' })} />
      </Frame>
    );
  }

  if (snapshot.matches('breathing')) {
    return (
      <Frame
        title="Breathing exercise"
        icon={<Wind className="size-5 text-primary" aria-hidden="true" />}
        onClose={close}
      >
        <Breathing snapshot={snapshot} send={send} />
      </Frame>
    );
  }

  return null;
}
