import { useEffect, useRef } from 'react';
import { useMachine } from '@xstate/react';
import { Flame } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header';
import {
  CompletionStep,
  CreedStep,
  OfferingStep,
  ReflectionStep,
  Step,
  WelcomeStep,
} from '../components/guild-steps';
import { OFFERINGS } from '../guild.constants';
import { guildInductionMachine } from '../machines/guild-induction.machine';

const TITLES = {
  welcome: 'A Candle in the Dark',
  creed: 'Choose Your Creed',
  reflection: 'Reflect',
  offering: 'Make an Offering',
  completion: 'Welcome, Lantern Bearer',
} as const;

type StepName = keyof typeof TITLES;

/** Guild induction (SPEC.md section 4): the steps of the machine, one at a time. */
export function GuildPage() {
  const [snapshot, send] = useMachine(guildInductionMachine, { input: {} });
  const { context } = snapshot;
  const step = (typeof snapshot.value === 'string' ? snapshot.value : 'welcome') as StepName;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  // A new step moves focus to its heading, so keyboard and screen reader users start there.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <div className="flex items-start gap-4">
        <Flame className="animate-flicker mt-1 size-10 shrink-0 text-primary" aria-hidden="true" />
        <PageHeader
          title="The Guild"
          description="A quiet, candle-lit induction for those who found the hidden door: a creed, a reflection and an offering."
        />
      </div>
      <section
        aria-label="Guild induction"
        className="rounded-2xl border bg-card p-6 text-card-foreground shadow-[0_0_60px_-20px] shadow-primary/40 sm:p-10"
      >
        <Step title={TITLES[step]} headingRef={headingRef}>
          {step === 'welcome' && (
            <WelcomeStep
              declined={context.declined}
              lighting={snapshot.matches({ welcome: 'lighting' })}
              onAccept={() => send({ type: 'ACCEPT' })}
              onDecline={() => send({ type: 'DECLINE' })}
            />
          )}
          {step === 'creed' && (
            <CreedStep
              value={context.creedLine}
              onChange={(line) => send({ type: 'SET_CREED_LINE', line })}
              onContinue={() => send({ type: 'CONTINUE' })}
            />
          )}
          {step === 'reflection' && (
            <ReflectionStep
              creedLine={context.creedLine}
              value={context.reflection}
              onChange={(text) => send({ type: 'SET_REFLECTION', text })}
              onContinue={() => send({ type: 'CONTINUE' })}
              onBack={() => send({ type: 'BACK' })}
            />
          )}
          {step === 'offering' && (
            <OfferingStep
              value={context.offering}
              onChoose={(index) => send({ type: 'CHOOSE_OFFERING', index })}
              onComplete={() => send({ type: 'COMPLETE' })}
              onBack={() => send({ type: 'BACK' })}
            />
          )}
          {step === 'completion' && context.record && (
            <CompletionStep
              creedLine={context.record.chosen_creed_line}
              offering={OFFERINGS[context.record.offering - 1]?.title ?? ''}
            />
          )}
        </Step>
      </section>
    </div>
  );
}
