// The story flow (SPEC.md section 4, "Story flow"): mood → AI reply and format choice → story
// (streamed) → initial reflection question → dialogue. The chat transcript is part of the context,
// so the journey screen renders it and browser storage keeps it across a reload. The context and
// its updates are in story-flow.context.ts, the server calls in story-flow.actors.ts.
import { assign, emit, setup } from 'xstate';
import type { FollowUpRequest, FollowUpResult } from '../api/journey.api';
import { JOURNEY_TEXT } from '../journey.constants';
import type { CheckInAnswer, CrisisAnswer, FlowStep } from '../journey.types';
import { newId } from '../lib/new-id';
import { storyFlowActors } from './story-flow.actors';
import {
  CHECK_IN_SETTLED,
  crisisMessage,
  FOLLOW_UP_FAILURE,
  freshContext,
  isCheckIn,
  isCrisis,
  message,
  previousReflections,
  restoredContext,
  withCheckIn,
  withCheckInChosen,
  withCheckInRetry,
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
    ...(context.checkInAnswer ?? {}),
  }),
  onDone: [
    {
      // A check-in about the answer: it waits (in this step) for a tap on one of its answers.
      guard: {
        type: 'isCheckInOutput',
        params: ({ event }: { event: { output: FollowUpResult } }) => event.output,
      },
      target: 'asking',
      actions: {
        type: 'addCheckIn',
        params: ({ event }: { event: { output: FollowUpResult } }) => ({
          checkIn: event.output as CheckInAnswer,
          at: 'chat' as const,
        }),
      },
    },
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
        'settleCheckIn',
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
        'settleCheckIn',
        'maybeOfferGrounding',
      ],
    },
  ],
  onError: [
    // The answer to a check-in did not get through: it can be tapped again.
    { guard: 'answeringCheckIn', target: 'asking', actions: ['retryCheckIn', 'setFollowUpError'] },
    { target: 'idle', actions: 'setFollowUpError' },
  ],
} as const;

/** A tap on a check-in's answer in the chat: the same answer is sent again with it. */
const answerInChat = {
  CHECK_IN: { target: 'following', actions: 'chooseCheckIn' },
  NEXT: '#storyFlow.dialogue',
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
    isCheckInOutput: (_, output: unknown) => isCheckIn(output),
    answeringCheckIn: ({ context }) => context.pendingCheckIn !== null,
    /** After a reload: a check-in was waiting at this step (`sending`: its answer was on its way). */
    restoresCheckIn: ({ context }, params: { step: FlowStep; sending: boolean }) =>
      context.restoreStep === params.step &&
      context.pendingCheckIn !== null &&
      (context.checkInAnswer !== null) === params.sending,
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
    addCheckIn: assign(
      ({ context }, params: { checkIn: CheckInAnswer; at: 'mood' | 'story' | 'chat' }) =>
        withCheckIn(context, params.checkIn, params.at),
    ),
    chooseCheckIn: assign(({ context, event }) =>
      event.type === 'CHECK_IN' ? withCheckInChosen(context, event.answer) : {},
    ),
    retryCheckIn: assign(({ context }) => withCheckInRetry(context)),
    settleCheckIn: assign(CHECK_IN_SETTLED),
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
        {
          guard: { type: 'restoresCheckIn', params: { step: 'mood', sending: true } },
          target: 'mood.responding',
        },
        {
          guard: { type: 'restoresCheckIn', params: { step: 'mood', sending: false } },
          target: 'mood.asking',
        },
        {
          guard: { type: 'restoresCheckIn', params: { step: 'story', sending: true } },
          target: 'story.following',
        },
        {
          guard: { type: 'restoresCheckIn', params: { step: 'story', sending: false } },
          target: 'story.asking',
        },
        {
          guard: { type: 'restoresCheckIn', params: { step: 'dialogue', sending: true } },
          target: 'dialogue.following',
        },
        {
          guard: { type: 'restoresCheckIn', params: { step: 'dialogue', sending: false } },
          target: 'dialogue.asking',
        },
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
                  moodCheckIn: null,
                  pendingCheckIn: null,
                  checkInAnswer: null,
                }),
              ],
            },
            NEXT: '#storyFlow.mood_response',
            BACK: '#storyFlow.mood',
          },
        },
        // A check-in about the mood waits for a tap (or for the mood told anew).
        asking: {
          on: {
            CHECK_IN: { target: 'responding', actions: 'chooseCheckIn' },
            SUBMIT: {
              guard: 'hasText',
              target: 'responding',
              actions: [
                'addUserMessage',
                'clearError',
                assign({
                  mood: ({ event }) => event.text.trim(),
                  moodCheckIn: null,
                  pendingCheckIn: null,
                  checkInAnswer: null,
                }),
              ],
            },
          },
        },
        responding: {
          tags: BUSY,
          invoke: {
            src: 'moodResponse',
            input: ({ context }) => ({
              mood: context.mood,
              ...(context.checkInAnswer ? { answered: context.checkInAnswer } : {}),
            }),
            onDone: [
              {
                guard: ({ event }) => isCheckIn(event.output),
                target: 'asking',
                actions: {
                  type: 'addCheckIn',
                  params: ({ event }) => ({
                    checkIn: event.output as CheckInAnswer,
                    at: 'mood' as const,
                  }),
                },
              },
              {
                guard: ({ event }) => isCrisis(event.output),
                target: 'idle',
                actions: [
                  { type: 'addCrisisReply', params: ({ event }) => event.output as CrisisAnswer },
                  'settleCheckIn',
                  'offerGrounding',
                ],
              },
              {
                target: '#storyFlow.mood_response',
                actions: [
                  assign(({ context, event }) => {
                    const response = (event.output as { response: string }).response;
                    return {
                      moodResponse: response,
                      messages: [...context.messages, message(context, 'ai', response)],
                    };
                  }),
                  'settleCheckIn',
                ],
              },
            ],
            onError: [
              {
                guard: 'answeringCheckIn',
                target: 'asking',
                actions: [
                  'retryCheckIn',
                  { type: 'addAiMessage', params: JOURNEY_TEXT.moodFailure },
                ],
              },
              {
                target: 'idle',
                actions: { type: 'addAiMessage', params: JOURNEY_TEXT.moodFailure },
              },
            ],
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
                assign({ mood: ({ event }) => event.text.trim(), moodCheckIn: null }),
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
              ...(context.moodCheckIn ?? {}),
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
            // The story call read the mood again and asks about it: answered like the mood's.
            'STORY.CHECK_IN': {
              target: '#storyFlow.mood.asking',
              actions: assign(({ context, event }) => {
                const kept = { ...context, ...withoutStory(context) };
                kept.messages = context.messages.filter((m) => m.complete);
                return { ...kept, ...withCheckIn(kept, event.checkIn, 'story') };
              }),
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
        asking: { on: answerInChat },
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
        asking: { on: answerInChat },
      },
    },
  },
});
