// The grounding card (SPEC.md sections 2, 4, 5 and 8): a prompt (Show quote, Try breathing, View
// affirmations, No thanks) and three views. The tools are fetched once a view is chosen, and only
// when mood, format and story title are all present. Breathing runs the steps in order, each for
// its duration with progress, then ends; it can be stopped. Hidden until offered: after the
// initial reflection question always, after a follow-up question with a 33% chance.
import { and, assign, fromCallback, fromPromise, setup } from 'xstate';
import { fetchGroundingTools, type GroundingRequest } from '../api/journey.api';
import { BREATHING_TICK_MS, GROUNDING_CHANCE } from '../journey.constants';
import type { GroundingTools } from '../journey.types';

export type GroundingView = 'quote' | 'breathing' | 'affirmations';

export interface GroundingRequestDraft {
  journeyId?: string;
  mood: string;
  storyFormat: GroundingRequest['storyFormat'] | null;
  storyTitle: string;
  lastReflection?: string;
}

export interface GroundingContext {
  request: GroundingRequestDraft;
  tools: GroundingTools | null;
  /** The view to open once the tools have loaded. */
  pendingView: GroundingView;
  /** Breathing: the step running now, and how long it has run (ms). */
  stepIndex: number;
  stepElapsedMs: number;
  random: () => number;
  chance: number;
}

export type GroundingEvent =
  /** Show the card at its prompt. */
  | { type: 'OFFER' }
  /** Show the card at its prompt with the follow-up chance (33%). */
  | { type: 'OFFER_CHANCE' }
  /** What the tools are asked about; a new story drops tools fetched for the old one. */
  | { type: 'SET_REQUEST'; request: GroundingRequestDraft }
  | { type: 'SHOW_QUOTE' }
  | { type: 'TRY_BREATHING' }
  | { type: 'VIEW_AFFIRMATIONS' }
  | { type: 'NO_THANKS' }
  /** From a view (or the error card's Go back) to the prompt. */
  | { type: 'BACK' }
  | { type: 'STOP' }
  | { type: 'RESTART' }
  | { type: 'HIDE' }
  | { type: 'TICK'; ms: number };

export interface GroundingInput {
  request?: GroundingRequestDraft;
  /** The random source for the 33% chance (tests pass their own). */
  random?: () => number;
  chance?: number;
}

const EMPTY_REQUEST: GroundingRequestDraft = { mood: '', storyFormat: null, storyTitle: '' };

/** SPEC.md section 5: the tools load only when mood, selected format and story title are present. */
export function canLoadTools(request: GroundingRequestDraft): request is GroundingRequest {
  return Boolean(request.mood.trim() && request.storyFormat && request.storyTitle.trim());
}

const sameStory = (a: GroundingRequestDraft, b: GroundingRequestDraft) =>
  a.journeyId === b.journeyId &&
  a.mood === b.mood &&
  a.storyFormat === b.storyFormat &&
  a.storyTitle === b.storyTitle;

/** Total length of the exercise and how far it has come, both in ms. */
export function breathingProgress(context: GroundingContext): { elapsed: number; total: number } {
  const steps = context.tools?.breathingExercise.steps ?? [];
  let total = 0;
  let elapsed = 0;
  steps.forEach((step, index) => {
    const ms = step.duration * 1000;
    total += ms;
    if (index < context.stepIndex) elapsed += ms;
    if (index === context.stepIndex) elapsed += Math.min(context.stepElapsedMs, ms);
  });
  return { elapsed, total };
}

/** A view chosen at the prompt: open it, or load the tools first, or show the error card. */
function viewChoice(view: GroundingView) {
  return [
    { guard: 'hasTools', target: `#grounding.${view}` },
    {
      guard: 'canLoad',
      target: '#grounding.loading',
      actions: { type: 'setPendingView', params: view },
    },
    // Nothing to ask about yet: the tools cannot be loaded.
    { target: '#grounding.error' },
  ] as const;
}

export const groundingCardMachine = setup({
  types: {
    context: {} as GroundingContext,
    events: {} as GroundingEvent,
    input: {} as GroundingInput,
  },
  actors: {
    loadTools: fromPromise<GroundingTools, GroundingRequest>(({ input }) =>
      fetchGroundingTools(input),
    ),
    ticker: fromCallback<GroundingEvent>(({ sendBack }) => {
      let last = Date.now();
      const timer = setInterval(() => {
        const now = Date.now();
        sendBack({ type: 'TICK', ms: now - last });
        last = now;
      }, BREATHING_TICK_MS);
      return () => clearInterval(timer);
    }),
  },
  guards: {
    hasTools: ({ context }) => context.tools !== null,
    canLoad: ({ context }) => canLoadTools(context.request),
    lucky: ({ context }) => context.random() < context.chance,
    pendingIs: ({ context }, view: GroundingView) => context.pendingView === view,
    stepEnds: ({ context, event }) => {
      if (event.type !== 'TICK') return false;
      const step = context.tools?.breathingExercise.steps[context.stepIndex];
      return !step || context.stepElapsedMs + event.ms >= step.duration * 1000;
    },
    lastStep: ({ context }) =>
      context.stepIndex >= (context.tools?.breathingExercise.steps.length ?? 0) - 1,
  },
  actions: {
    setPendingView: assign((_, view: GroundingView) => ({ pendingView: view })),
  },
}).createMachine({
  id: 'grounding',
  context: ({ input }) => ({
    request: input?.request ?? EMPTY_REQUEST,
    tools: null,
    pendingView: 'quote',
    stepIndex: 0,
    stepElapsedMs: 0,
    random: input?.random ?? Math.random,
    chance: input?.chance ?? GROUNDING_CHANCE,
  }),
  initial: 'hidden',
  on: {
    SET_REQUEST: {
      actions: assign(({ context, event }) => ({
        request: event.request,
        tools: sameStory(context.request, event.request) ? context.tools : null,
      })),
    },
    HIDE: '.hidden',
  },
  states: {
    hidden: {
      on: {
        OFFER: 'prompt',
        OFFER_CHANCE: { guard: 'lucky', target: 'prompt' },
      },
    },
    prompt: {
      on: {
        SHOW_QUOTE: viewChoice('quote'),
        TRY_BREATHING: viewChoice('breathing'),
        VIEW_AFFIRMATIONS: viewChoice('affirmations'),
        NO_THANKS: 'hidden',
      },
    },
    loading: {
      invoke: {
        src: 'loadTools',
        input: ({ context }) => context.request as GroundingRequest,
        onDone: [
          {
            guard: { type: 'pendingIs', params: 'breathing' },
            target: 'breathing',
            actions: assign({ tools: ({ event }) => event.output }),
          },
          {
            guard: { type: 'pendingIs', params: 'affirmations' },
            target: 'affirmations',
            actions: assign({ tools: ({ event }) => event.output }),
          },
          { target: 'quote', actions: assign({ tools: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'error',
          actions: ({ event }) => console.error('Grounding tools failed', event.error),
        },
      },
      on: { NO_THANKS: 'hidden' },
    },
    quote: {
      on: {
        BACK: 'prompt',
        TRY_BREATHING: 'breathing',
        VIEW_AFFIRMATIONS: 'affirmations',
        NO_THANKS: 'hidden',
      },
    },
    breathing: {
      initial: 'running',
      entry: assign({ stepIndex: 0, stepElapsedMs: 0 }),
      states: {
        running: {
          invoke: { src: 'ticker' },
          on: {
            TICK: [
              { guard: and(['stepEnds', 'lastStep']), target: 'finished' },
              {
                guard: 'stepEnds',
                actions: assign({
                  stepIndex: ({ context }) => context.stepIndex + 1,
                  stepElapsedMs: 0,
                }),
              },
              {
                actions: assign({
                  stepElapsedMs: ({ context, event }) => context.stepElapsedMs + event.ms,
                }),
              },
            ],
            STOP: '#grounding.prompt',
          },
        },
        finished: {
          entry: assign(({ context }) => {
            const steps = context.tools?.breathingExercise.steps ?? [];
            const last = steps[steps.length - 1];
            return {
              stepIndex: Math.max(0, steps.length - 1),
              stepElapsedMs: (last?.duration ?? 0) * 1000,
            };
          }),
          on: {
            RESTART: {
              target: 'running',
              actions: assign({ stepIndex: 0, stepElapsedMs: 0 }),
            },
          },
        },
      },
      on: {
        BACK: 'prompt',
        SHOW_QUOTE: 'quote',
        VIEW_AFFIRMATIONS: 'affirmations',
        NO_THANKS: 'hidden',
      },
    },
    affirmations: {
      on: {
        BACK: 'prompt',
        SHOW_QUOTE: 'quote',
        TRY_BREATHING: 'breathing',
        NO_THANKS: 'hidden',
      },
    },
    error: {
      on: { BACK: 'prompt', NO_THANKS: 'hidden' },
    },
  },
});
