// The story flow (SPEC.md section 4, "Story flow"): mood → AI reply and format choice → story
// (streamed) → initial reflection question → dialogue. The chat transcript is part of the context,
// so the journey screen renders it and browser storage keeps it across a reload. The context and
// its updates are in story-flow.context.ts, the server calls in story-flow.actors.ts.
import { assign, emit, setup } from 'xstate';
import type { FollowUpRequest, FollowUpResult } from '../api/journey.api';
import { JOURNEY_TEXT } from '../journey.constants';
import type { CrisisAnswer, FlowStep } from '../journey.types';
import { newId } from '../lib/new-id';
import { storyFlowActors } from './story-flow.actors';
import {
  crisisMessage,
  FOLLOW_UP_FAILURE,
  freshContext,
  isCrisis,
  message,
  previousReflections,
  restoredContext,
  withCrisisTurn,
  withDialogueAnswer,
  withFollowUp,
  withoutStory,
  withStoryDelta,
  withStoryDone,
  withStoryTitle,
  type StoryFlowContext,
  type StoryFlowEmitted,
  type StoryFlowEvent,
  type StoryFlowInput,
} from './story-flow.context';

const BUSY = 'busy';

/** POST /api/reflection/followup, from the story step (first answer) or the dialogue. */
const followUpInvoke = {
  src: 'followUp',
  input: ({ context }: { context: StoryFlowContext }): FollowUpRequest => ({
    ...(context.journeyId ? { journeyId: context.journeyId } : {}),
    mood: context.mood,
    storyFormat: context.selectedFormat ?? 'story',
    storyTitle: context.generatedStory?.title ?? '',
    previousReflections: previousReflections(context),
  }),
  onDone: [
    {
      guard: {
        type: 'isCrisisOutput',
        params: ({ event }: { event: { output: FollowUpResult } }) => event.output,
      },
      // The first answer's crisis reply moves on to the dialogue too: the next answer is a turn
      // of its own, never a replacement of the answer that got the reply.
      target: '#storyFlow.dialogue',
      actions: [
        {
          type: 'addCrisisTurn',
          params: ({ event }: { event: { output: FollowUpResult } }) =>
            event.output as CrisisAnswer,
        },
        'offerGrounding',
      ],
    },
    {
      target: '#storyFlow.dialogue',
      actions: [
        {
          type: 'addFollowUp',
          params: ({ event }: { event: { output: FollowUpResult } }) =>
            event.output as { response: string; question?: string | null },
        },
        'maybeOfferGrounding',
      ],
    },
  ],
  onError: { target: 'idle', actions: 'setFollowUpError' },
} as const;

export const storyFlowMachine = setup({
  types: {
    context: {} as StoryFlowContext,
    events: {} as StoryFlowEvent,
    input: {} as StoryFlowInput,
    emitted: {} as StoryFlowEmitted,
  },
  actors: storyFlowActors,
  guards: {
    hasText: ({ event }) => event.type === 'SUBMIT' && event.text.trim().length > 0,
    noFormatYet: ({ context }) => context.selectedFormat === null,
    restoresTo: ({ context }, step: FlowStep) => context.restoreStep === step,
    isCrisisOutput: (_, output: unknown) => isCrisis(output),
    restoresBeforeReflection: ({ context }) =>
      context.restoreStep === 'mood_response' &&
      context.storyComplete &&
      !context.initialReflection,
  },
  actions: {
    addUserMessage: assign({
      messages: ({ context, event }) =>
        event.type === 'SUBMIT'
          ? [...context.messages, message(context, 'user', event.text.trim())]
          : context.messages,
    }),
    clearError: assign({ error: null }),
    setFollowUpError: assign({ error: FOLLOW_UP_FAILURE }),
    offerGrounding: emit({ type: 'grounding', certain: true }),
    maybeOfferGrounding: emit({ type: 'grounding', certain: false }),
    allowanceChanged: emit({ type: 'allowanceChanged' }),
    addAiMessage: assign(({ context }, text: string) => ({
      messages: [...context.messages, message(context, 'ai', text)],
    })),
    addCrisisReply: assign(({ context }, crisis: CrisisAnswer) => ({
      messages: [...context.messages, crisisMessage(context, crisis)],
    })),
    addCrisisTurn: assign(({ context }, crisis: CrisisAnswer) => withCrisisTurn(context, crisis)),
    addFollowUp: assign(({ context }, output: { response: string; question?: string | null }) =>
      withFollowUp(context, output),
    ),
  },
}).createMachine({
  id: 'storyFlow',
  context: ({ input }) => {
    const createId = input?.createId ?? newId;
    const now = input?.now ?? (() => new Date());
    return input?.restored
      ? restoredContext(input.restored, createId, now)
      : freshContext(createId, now, JOURNEY_TEXT.welcome);
  },
  initial: 'restoring',
  on: {
    RESET: {
      target: '.mood',
      actions: assign(({ context }) =>
        freshContext(context.createId, context.now, JOURNEY_TEXT.newJourney),
      ),
    },
    DISMISS_ERROR: { actions: 'clearError' },
  },
  states: {
    // Picks the step to start at: the stored one after a reload, else the mood step.
    restoring: {
      always: [
        { guard: { type: 'restoresTo', params: 'story' }, target: 'story' },
        { guard: { type: 'restoresTo', params: 'dialogue' }, target: 'dialogue' },
        { guard: { type: 'restoresTo', params: 'format' }, target: 'format' },
        { guard: { type: 'restoresTo', params: 'reflection' }, target: 'reflection' },
        { guard: 'restoresBeforeReflection', target: 'mood_response.reflecting' },
        { guard: { type: 'restoresTo', params: 'mood_response' }, target: 'mood_response' },
        { target: 'mood' },
      ],
    },

    mood: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: {
              guard: 'hasText',
              target: 'responding',
              actions: [
                'addUserMessage',
                'clearError',
                assign({
                  mood: ({ event }) => event.text.trim(),
                  startedAt: ({ context }) => context.startedAt || context.now().toISOString(),
                }),
              ],
            },
            NEXT: '#storyFlow.mood_response',
            BACK: '#storyFlow.mood',
          },
        },
        responding: {
          tags: BUSY,
          invoke: {
            src: 'moodResponse',
            input: ({ context }) => ({ mood: context.mood }),
            onDone: [
              {
                guard: ({ event }) => isCrisis(event.output),
                target: 'idle',
                actions: [
                  { type: 'addCrisisReply', params: ({ event }) => event.output as CrisisAnswer },
                  'offerGrounding',
                ],
              },
              {
                target: '#storyFlow.mood_response',
                actions: assign(({ context, event }) => {
                  const response = (event.output as { response: string }).response;
                  return {
                    moodResponse: response,
                    messages: [...context.messages, message(context, 'ai', response)],
                  };
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'addAiMessage', params: JOURNEY_TEXT.moodFailure },
            },
          },
        },
      },
    },

    mood_response: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            SELECT_FORMAT: {
              guard: 'noFormatYet',
              target: 'generating',
              actions: [
                'clearError',
                assign({
                  selectedFormat: ({ event }) => event.format,
                  journeyId: ({ context }) => context.journeyId ?? context.createId(),
                  limitReached: false,
                }),
              ],
            },
            // Writing again before choosing a format describes the mood anew.
            SUBMIT: {
              guard: ({ context, event }) =>
                context.selectedFormat === null && event.text.trim().length > 0,
              target: '#storyFlow.mood.responding',
              actions: [
                'addUserMessage',
                'clearError',
                assign({ mood: ({ event }) => event.text.trim() }),
              ],
            },
            NEXT: '#storyFlow.story',
            BACK: '#storyFlow.mood',
          },
        },
        generating: {
          tags: BUSY,
          invoke: {
            src: 'story',
            input: ({ context }) => ({
              mood: context.mood,
              format: context.selectedFormat ?? 'story',
              journeyId: context.journeyId ?? '',
            }),
          },
          on: {
            'STORY.START': { actions: assign({ journeyId: ({ event }) => event.journeyId }) },
            'STORY.TITLE': {
              actions: assign(({ context, event }) => withStoryTitle(context, event.title)),
            },
            'STORY.DELTA': {
              actions: assign(({ context, event }) => withStoryDelta(context, event.text)),
            },
            'STORY.DONE': {
              target: 'typing',
              actions: [assign(({ context }) => withStoryDone(context)), 'allowanceChanged'],
            },
            'STORY.FAILED': {
              target: 'choosing',
              actions: assign(({ context }) => ({
                ...withoutStory(context),
                messages: [
                  ...context.messages.filter((m) => m.complete),
                  message(context, 'ai', JOURNEY_TEXT.storyFailure),
                ],
              })),
            },
            'STORY.LIMIT': {
              target: 'choosing',
              actions: [
                assign(({ context }) => ({ ...withoutStory(context), limitReached: true })),
                'allowanceChanged',
              ],
            },
            'STORY.CRISIS': {
              target: '#storyFlow.mood',
              actions: [
                assign(({ context, event }) => ({
                  ...withoutStory(context),
                  messages: [
                    ...context.messages.filter((m) => m.complete),
                    crisisMessage(context, event.crisis),
                  ],
                })),
                'offerGrounding',
              ],
            },
          },
        },
        // The story is in; the chat is still typing it out.
        typing: {
          tags: BUSY,
          on: { STORY_TYPED: 'reflecting' },
        },
        reflecting: {
          tags: BUSY,
          invoke: {
            src: 'initialReflection',
            input: ({ context }) => ({
              ...(context.journeyId ? { journeyId: context.journeyId } : {}),
              mood: context.mood,
              storyFormat: context.selectedFormat ?? 'story',
              storyTitle: context.generatedStory?.title ?? '',
              storyContent: context.generatedStory?.content ?? '',
            }),
            onDone: {
              target: '#storyFlow.story',
              actions: [
                assign(({ context, event }) => ({
                  initialReflection: event.output.question,
                  reflectionQuestion: event.output.question,
                  messages: [
                    ...context.messages,
                    message(context, 'ai', event.output.question, 'reflection'),
                  ],
                })),
                'offerGrounding',
              ],
            },
            // SPEC.md section 8: an initial reflection failure is only logged.
            onError: {
              target: '#storyFlow.story',
              actions: ({ event }) => console.error('Initial reflection failed', event.error),
            },
          },
        },
      },
    },

    format: {
      on: {
        SELECT_FORMAT: {
          guard: 'noFormatYet',
          target: 'mood_response.generating',
          actions: assign({
            selectedFormat: ({ event }) => event.format,
            journeyId: ({ context }) => context.journeyId ?? context.createId(),
          }),
        },
        NEXT: 'story',
        BACK: 'mood_response',
      },
    },

    story: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: {
              guard: 'hasText',
              target: 'following',
              actions: [
                'addUserMessage',
                'clearError',
                assign({ reflectionAnswer: ({ event }) => event.text.trim() }),
              ],
            },
            NEXT: '#storyFlow.dialogue',
            BACK: '#storyFlow.mood_response',
          },
        },
        following: { tags: BUSY, invoke: followUpInvoke },
      },
    },

    reflection: {
      on: { NEXT: 'dialogue', BACK: 'story' },
    },

    dialogue: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SUBMIT: {
              guard: 'hasText',
              target: 'following',
              actions: [
                'addUserMessage',
                'clearError',
                assign(({ context, event }) =>
                  event.type === 'SUBMIT' ? withDialogueAnswer(context, event.text) : {},
                ),
              ],
            },
            NEXT: '#storyFlow.dialogue',
            BACK: '#storyFlow.story',
          },
        },
        following: { tags: BUSY, invoke: followUpInvoke },
      },
    },
  },
});
