import { useCallback, useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { completeJourney } from '../api/journey-end.api';
import { refreshUser } from '../api/refresh-user';
import { currentStep, toJourney, toStoredFlow } from '../lib/flow-state';
import { groundingCardMachine } from '../machines/grounding-card.machine';
import { storyFlowMachine } from '../machines/story-flow.machine';
import { JOURNEY_RESET_EVENT, loadStoredFlow, saveJourney } from '../stores/journey-storage';
import { useTypingQueue } from './use-typing-queue';

/** What the grounding tools are asked about after a crisis reply, before there is a story. */
export const CRISIS_GROUNDING_TITLE = 'A moment of calm';

export interface JourneyFlowOptions {
  /** The random source for the grounding card's 33% chance (tests pass their own). */
  random?: () => number;
}

/**
 * The journey screen's state: the story flow and grounding card machines, the typing queue,
 * and browser storage (the flow and journey are stored after every step; a reset from the Active
 * Journey bar starts the chat afresh).
 */
export function useJourneyFlow({ random }: JourneyFlowOptions = {}) {
  const [restored] = useState(loadStoredFlow);
  const flowRef = useActorRef(storyFlowMachine, { input: { restored } });
  const flow = useSelector(flowRef, (snapshot) => snapshot);
  const groundingRef = useActorRef(groundingCardMachine, { input: { random } });
  const grounding = useSelector(groundingRef, (snapshot) => snapshot);
  const { context } = flow;
  const queue = useTypingQueue(context.messages, restored !== null);

  // Browser storage follows every step (not each streamed word: an unfinished story is not kept).
  useEffect(() => {
    const subscription = flowRef.subscribe((snapshot) => {
      if (snapshot.matches({ mood_response: 'generating' })) return;
      saveJourney(toStoredFlow(snapshot), toJourney(snapshot.context));
    });
    return () => subscription.unsubscribe();
  }, [flowRef]);

  useEffect(() => {
    const offers = flowRef.on('grounding', (event) =>
      groundingRef.send({ type: event.certain ? 'OFFER' : 'OFFER_CHANCE' }),
    );
    const allowance = flowRef.on('allowanceChanged', () => void refreshUser());
    const onReset = () => {
      flowRef.send({ type: 'RESET' });
      groundingRef.send({ type: 'HIDE' });
    };
    window.addEventListener(JOURNEY_RESET_EVENT, onReset);
    return () => {
      offers.unsubscribe();
      allowance.unsubscribe();
      window.removeEventListener(JOURNEY_RESET_EVENT, onReset);
    };
  }, [flowRef, groundingRef]);

  // The grounding tools are asked about the journey so far (SPEC.md section 7).
  // Crisis care (its help lines), not a check-in still asking.
  const crisis = context.messages.some((m) => m.resources?.length && !m.checkIn);
  const lastReflection =
    [...context.reflectionDialogue].reverse().find((d) => d.answer)?.answer ??
    context.reflectionAnswer;
  const request = useMemo(
    () => ({
      ...(context.journeyId ? { journeyId: context.journeyId } : {}),
      mood: context.mood,
      storyFormat: context.selectedFormat ?? (crisis ? ('story' as const) : null),
      storyTitle: context.generatedStory?.title || (crisis ? CRISIS_GROUNDING_TITLE : ''),
      ...(lastReflection ? { lastReflection } : {}),
    }),
    [
      context.journeyId,
      context.mood,
      context.selectedFormat,
      context.generatedStory?.title,
      crisis,
      lastReflection,
    ],
  );
  useEffect(() => {
    groundingRef.send({ type: 'SET_REQUEST', request });
  }, [groundingRef, request]);

  const { markTyped } = queue;
  const onTyped = useCallback(
    (id: string) => {
      markTyped(id);
      const message = flowRef.getSnapshot().context.messages.find((m) => m.id === id);
      if (message?.kind === 'story') flowRef.send({ type: 'STORY_TYPED' });
    },
    [flowRef, markTyped],
  );

  /** Start new journey: the old one ends (the server records only that), the chat starts afresh. */
  const startNewJourney = useCallback(() => {
    const { journeyId, storyComplete } = flowRef.getSnapshot().context;
    if (journeyId && storyComplete) void completeJourney(journeyId).catch(() => {});
    flowRef.send({ type: 'RESET' });
    groundingRef.send({ type: 'HIDE' });
  }, [flowRef, groundingRef]);

  return {
    flow,
    step: currentStep(flow),
    busy: flow.hasTag('busy'),
    send: flowRef.send,
    grounding,
    sendGrounding: groundingRef.send,
    queue: { ...queue, onTyped },
    startNewJourney,
  };
}
