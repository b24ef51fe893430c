import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type {
  FollowUpRequest,
  FollowUpResult,
  InitialReflectionRequest,
  MoodResponseResult,
} from '../api/journey.api';
import type { StoryRequest } from '../api/story-stream';
import { JOURNEY_TEXT } from '../journey.constants';
import type { CrisisAnswer, FlowStep, StoredFlowState } from '../journey.types';
import { currentStep, toJourney, toStoredFlow } from '../lib/flow-state';
import {
  FOLLOW_UP_FAILURE,
  type StoryFlowEmitted,
  type StoryFlowEvent,
} from './story-flow.context';
import { storyFlowMachine } from './story-flow.machine';

const CRISIS: CrisisAnswer = {
  crisis: true,
  category: 'self_harm',
  response: 'I am really glad you told me. You deserve support right now.',
  resources: [{ region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' }],
};

interface Fakes {
  mood?: (input: { mood: string }) => Promise<MoodResponseResult>;
  initial?: (input: InitialReflectionRequest) => Promise<{ question: string }>;
  followUp?: (input: FollowUpRequest) => Promise<FollowUpResult>;
}

function start(fakes: Fakes = {}, restored: StoredFlowState | null = null) {
  const calls = {
    mood: [] as { mood: string }[],
    story: [] as StoryRequest[],
    initial: [] as InitialReflectionRequest[],
    followUp: [] as FollowUpRequest[],
  };
  let storyBack: ((event: StoryFlowEvent) => void) | null = null;
  let storyStopped = 0;
  let ids = 0;
  const machine = storyFlowMachine.provide({
    actors: {
      moodResponse: fromPromise<MoodResponseResult, { mood: string }>(async ({ input }) => {
        calls.mood.push(input);
        return (fakes.mood ?? (async () => ({ response: 'That sounds heavy. I hear you.' })))(
          input,
        );
      }),
      story: fromCallback<StoryFlowEvent, StoryRequest>(({ sendBack, input }) => {
        calls.story.push(input);
        storyBack = sendBack;
        return () => {
          storyStopped += 1;
        };
      }),
      initialReflection: fromPromise<{ question: string }, InitialReflectionRequest>(
        async ({ input }) => {
          calls.initial.push(input);
          return (fakes.initial ?? (async () => ({ question: 'What did the fox teach you?' })))(
            input,
          );
        },
      ),
      followUp: fromPromise<FollowUpResult, FollowUpRequest>(async ({ input }) => {
        calls.followUp.push(input);
        return (
          fakes.followUp ??
          (async () => ({ response: 'Thank you for sharing.', question: 'What else stirs?' }))
        )(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      restored,
      createId: () => `id-${++ids}`,
      now: () => new Date('2026-03-01T10:00:00.000Z'),
    },
  });
  const emitted: StoryFlowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    calls,
    emitted,
    story: (event: StoryFlowEvent) => storyBack?.(event),
    storyStopped: () => storyStopped,
  };
}

type Started = ReturnType<typeof start>;
const step = (t: Started) => currentStep(t.actor.getSnapshot());
const ctx = (t: Started) => t.actor.getSnapshot().context;
const texts = (t: Started) => ctx(t).messages.map((m) => `${m.role}: ${m.text}`);
const settled = (t: Started) => waitFor(t.actor, (s) => !s.hasTag('busy'));

/** Mood submitted and answered: the format choice is on screen. */
async function toFormatChoice(t: Started) {
  t.actor.send({ type: 'SUBMIT', text: '  Tired and a bit lost  ' });
  await waitFor(t.actor, (s) => s.matches({ mood_response: 'choosing' }));
}

/** A fable streamed, typed out and followed by the initial question. */
async function toStoryStep(t: Started) {
  await toFormatChoice(t);
  t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
  t.story({ type: 'STORY.START', journeyId: 'id-3' });
  t.story({ type: 'STORY.TITLE', title: 'The Fox and the Fog' });
  t.story({ type: 'STORY.DELTA', text: 'Once, a fox ' });
  t.story({ type: 'STORY.DELTA', text: 'lost her way.' });
  t.story({ type: 'STORY.DONE' });
  t.actor.send({ type: 'STORY_TYPED' });
  await waitFor(t.actor, (s) => s.matches({ story: 'idle' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('story flow: the mood step', () => {
  it('starts at the mood step with a welcome and no journey', () => {
    const t = start();
    expect(step(t)).toBe('mood');
    expect(texts(t)).toEqual([`ai: ${JOURNEY_TEXT.welcome}`]);
    expect(toJourney(ctx(t)).isActive).toBe(false);
  });

  it('ignores a blank mood', () => {
    const t = start();
    t.actor.send({ type: 'SUBMIT', text: '   \n ' });
    expect(t.actor.getSnapshot().matches({ mood: 'idle' })).toBe(true);
    expect(t.calls.mood).toHaveLength(0);
  });

  it('sends the mood, is busy meanwhile, then shows the reply and moves to mood_response', async () => {
    const t = start();
    t.actor.send({ type: 'SUBMIT', text: '  Tired and a bit lost  ' });
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(ctx(t).mood).toBe('Tired and a bit lost');
    expect(ctx(t).startedAt).toBe('2026-03-01T10:00:00.000Z');
    await settled(t);
    expect(t.calls.mood).toEqual([{ mood: 'Tired and a bit lost' }]);
    expect(step(t)).toBe('mood_response');
    expect(ctx(t).moodResponse).toBe('That sounds heavy. I hear you.');
    expect(texts(t).slice(1)).toEqual([
      'user: Tired and a bit lost',
      'ai: That sounds heavy. I hear you.',
    ]);
  });

  it('says the spec text when the mood cannot be processed, and stays at mood', async () => {
    const t = start({ mood: () => Promise.reject(new Error('down')) });
    t.actor.send({ type: 'SUBMIT', text: 'anxious' });
    await settled(t);
    expect(step(t)).toBe('mood');
    expect(texts(t).at(-1)).toBe(
      "ai: I'm sorry, I couldn't process your mood right now. Please try again.",
    );
    t.actor.send({ type: 'SUBMIT', text: 'anxious again' });
    expect(t.actor.getSnapshot().matches({ mood: 'responding' })).toBe(true);
  });

  it('answers a crisis with help lines, offers grounding, and does not go on to a story', async () => {
    const t = start({ mood: async () => CRISIS });
    t.actor.send({ type: 'SUBMIT', text: 'I want to disappear' });
    await settled(t);
    expect(step(t)).toBe('mood');
    const last = ctx(t).messages.at(-1);
    expect(last?.text).toBe(CRISIS.response);
    expect(last?.resources).toEqual(CRISIS.resources);
    expect(t.emitted).toContainEqual({ type: 'grounding', certain: true });
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    expect(t.calls.story).toHaveLength(0);
  });

  it('lets the person describe the mood again before choosing a format', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SUBMIT', text: 'Actually, more restless' });
    await settled(t);
    expect(t.calls.mood.map((c) => c.mood)).toEqual([
      'Tired and a bit lost',
      'Actually, more restless',
    ]);
    expect(step(t)).toBe('mood_response');
  });
});

describe('story flow: format and story', () => {
  it('generates on the first format and ignores further clicks while it runs', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    t.actor.send({ type: 'SELECT_FORMAT', format: 'story' });
    expect(t.calls.story).toEqual([
      { mood: 'Tired and a bit lost', format: 'fable', journeyId: 'id-4' },
    ]);
    expect(ctx(t).selectedFormat).toBe('fable');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('builds the story message from the stream as it arrives', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    t.story({ type: 'STORY.TITLE', title: 'The Fox and the Fog' });
    t.story({ type: 'STORY.DELTA', text: 'Once, a fox ' });
    let story = ctx(t).messages.at(-1);
    expect(story).toMatchObject({ kind: 'story', title: 'The Fox and the Fog', complete: false });
    expect(story?.text).toBe('Once, a fox ');
    t.story({ type: 'STORY.DELTA', text: 'lost her way.' });
    story = ctx(t).messages.at(-1);
    expect(story?.text).toBe('Once, a fox lost her way.');
    expect(ctx(t).generatedStory).toEqual({
      title: 'The Fox and the Fog',
      content: 'Once, a fox lost her way.',
    });
    expect(toJourney(ctx(t)).isActive).toBe(false);
  });

  it('after the stream is done, waits for the typing, asks the initial question, then is at story', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    t.story({ type: 'STORY.TITLE', title: 'The Fox and the Fog' });
    t.story({ type: 'STORY.DELTA', text: 'Once, a fox lost her way.' });
    t.story({ type: 'STORY.DONE' });
    expect(t.actor.getSnapshot().matches({ mood_response: 'typing' })).toBe(true);
    expect(t.emitted).toContainEqual({ type: 'allowanceChanged' });
    expect(toJourney(ctx(t))).toMatchObject({
      isActive: true,
      storyTitle: 'The Fox and the Fog',
      format: 'fable',
    });
    expect(t.calls.initial).toHaveLength(0);

    t.actor.send({ type: 'STORY_TYPED' });
    await waitFor(t.actor, (s) => s.matches({ story: 'idle' }));
    expect(t.calls.initial).toEqual([
      {
        journeyId: ctx(t).journeyId,
        mood: 'Tired and a bit lost',
        storyFormat: 'fable',
        storyTitle: 'The Fox and the Fog',
        storyContent: 'Once, a fox lost her way.',
      },
    ]);
    expect(ctx(t).reflectionQuestion).toBe('What did the fox teach you?');
    expect(ctx(t).messages.at(-1)).toMatchObject({ kind: 'reflection' });
    expect(t.emitted).toContainEqual({ type: 'grounding', certain: true });
  });

  it('on a story failure says the spec text and lets the person choose again with the same journey', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    t.story({ type: 'STORY.TITLE', title: 'Half a poem' });
    t.story({ type: 'STORY.DELTA', text: 'Half' });
    t.story({ type: 'STORY.FAILED' });
    expect(t.actor.getSnapshot().matches({ mood_response: 'choosing' })).toBe(true);
    expect(texts(t).at(-1)).toBe(
      "ai: I'm having trouble creating your story right now. Please try again or choose a different format.",
    );
    expect(ctx(t).messages.some((m) => m.kind === 'story')).toBe(false);
    expect(ctx(t).selectedFormat).toBeNull();
    t.actor.send({ type: 'SELECT_FORMAT', format: 'story' });
    expect(t.calls.story.map((c) => [c.format, c.journeyId])).toEqual([
      ['poem', 'id-4'],
      ['story', 'id-4'],
    ]);
  });

  it('flags the journey limit on 403', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    t.story({ type: 'STORY.LIMIT' });
    expect(ctx(t).limitReached).toBe(true);
    expect(t.emitted).toContainEqual({ type: 'allowanceChanged' });
  });

  it('goes back to the mood step on a crisis answer from the story call', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    t.story({ type: 'STORY.CRISIS', crisis: CRISIS });
    expect(step(t)).toBe('mood');
    expect(ctx(t).messages.at(-1)?.resources).toHaveLength(1);
  });

  it('only logs a failed initial reflection and still reaches the story step', async () => {
    const t = start({ initial: () => Promise.reject(new Error('nope')) });
    await toStoryStep(t);
    expect(step(t)).toBe('story');
    expect(ctx(t).reflectionQuestion).toBe('');
    expect(ctx(t).error).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('story flow: reflection dialogue', () => {
  it('sends the first answer as a follow-up and moves to the dialogue', async () => {
    const t = start();
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'To be patient' });
    await settled(t);
    expect(t.calls.followUp[0]).toEqual({
      journeyId: ctx(t).journeyId,
      mood: 'Tired and a bit lost',
      storyFormat: 'fable',
      storyTitle: 'The Fox and the Fog',
      previousReflections: [{ question: 'What did the fox teach you?', answer: 'To be patient' }],
    });
    expect(step(t)).toBe('dialogue');
    expect(ctx(t).reflectionDialogue).toEqual([
      { question: 'What else stirs?', answer: '', aiResponse: 'Thank you for sharing.' },
    ]);
    expect(texts(t).slice(-2)).toEqual(['ai: Thank you for sharing.', 'ai: What else stirs?']);
    expect(t.emitted).toContainEqual({ type: 'grounding', certain: false });
    expect(toJourney(ctx(t)).reflectionAnswers).toEqual({
      'What did the fox teach you?': 'To be patient',
    });
  });

  it('keeps the dialogue going and asks to explore another aspect when the questions run out', async () => {
    let round = 0;
    const t = start({
      followUp: async () =>
        ++round === 1
          ? { response: 'I see.', question: 'What else stirs?' }
          : { response: 'Lovely.', question: '' },
    });
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'To be patient' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }));
    t.actor.send({ type: 'SUBMIT', text: 'Hope, mostly' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }) && round === 2);
    expect(t.calls.followUp[1]?.previousReflections).toEqual([
      { question: 'What did the fox teach you?', answer: 'To be patient' },
      { question: 'What else stirs?', answer: 'Hope, mostly' },
    ]);
    expect(step(t)).toBe('dialogue');
    expect(ctx(t).reflectionQuestion).toBe(
      'Would you like to explore another aspect of this story?',
    );
    expect(ctx(t).reflectionDialogue.map((d) => d.answer)).toEqual(['Hope, mostly', '']);
  });

  it('sets the flow error on a failed follow-up, and clears it on dismiss or the next answer', async () => {
    const t = start({ followUp: () => Promise.reject(new Error('timeout')) });
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'To be patient' });
    await settled(t);
    expect(step(t)).toBe('story');
    expect(ctx(t).error).toBe(FOLLOW_UP_FAILURE);
    t.actor.send({ type: 'DISMISS_ERROR' });
    expect(ctx(t).error).toBeNull();
  });

  it('answers a crisis in the dialogue with help and grounding, without a new question', async () => {
    const t = start({ followUp: async () => CRISIS });
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'I am not safe' });
    await settled(t);
    expect(step(t)).toBe('dialogue');
    expect(ctx(t).reflectionQuestion).toBe('What did the fox teach you?');
    expect(ctx(t).messages.at(-1)?.resources).toEqual(CRISIS.resources);
    expect(t.emitted.filter((e) => e.type === 'grounding')).toEqual([
      { type: 'grounding', certain: true },
      { type: 'grounding', certain: true },
    ]);
  });
});

describe('story flow: a crisis reply in the dialogue (issue 34)', () => {
  /** Follow-ups that answer the given replies in turn (a question each, or the crisis reply). */
  const replies = (...outputs: FollowUpResult[]) => {
    let round = 0;
    return async () => outputs[Math.min(round++, outputs.length - 1)] as FollowUpResult;
  };

  it('keeps the answer that got a crisis reply, and the next answer goes on the question still open', async () => {
    const t = start({
      followUp: replies({ response: 'I see.', question: 'Where do you wait?' }, CRISIS, {
        response: 'Thank you for staying with it.',
        question: 'What helps?',
      }),
    });
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'To be patient' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }));
    t.actor.send({ type: 'SUBMIT', text: 'I am not safe' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }) && t.calls.followUp.length === 2);
    t.actor.send({ type: 'SUBMIT', text: 'A friend is with me now' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }) && t.calls.followUp.length === 3);

    expect(ctx(t).reflectionDialogue).toEqual([
      { question: 'Where do you wait?', answer: 'I am not safe', aiResponse: 'I see.' },
      {
        question: 'Where do you wait?',
        answer: 'A friend is with me now',
        aiResponse: CRISIS.response,
        crisis: true,
      },
      { question: 'What helps?', answer: '', aiResponse: 'Thank you for staying with it.' },
    ]);
    // The answer that got the crisis reply is not sent again (it would be flagged again).
    expect(t.calls.followUp[2]?.previousReflections).toEqual([
      { question: 'What did the fox teach you?', answer: 'To be patient' },
      { question: 'Where do you wait?', answer: 'A friend is with me now' },
    ]);
    expect(ctx(t).reflectionQuestion).toBe('What helps?');
  });

  it('keeps a first answer that got a crisis reply and moves on to the dialogue', async () => {
    const t = start({
      followUp: replies(CRISIS, { response: 'Thank you.', question: 'What helps?' }),
    });
    await toStoryStep(t);
    t.actor.send({ type: 'SUBMIT', text: 'I am not safe' });
    await settled(t);
    expect(step(t)).toBe('dialogue');
    t.actor.send({ type: 'SUBMIT', text: 'Someone is with me' });
    await waitFor(t.actor, (s) => s.matches({ dialogue: 'idle' }) && t.calls.followUp.length === 2);

    expect(ctx(t).reflectionAnswer).toBe('I am not safe');
    expect(toJourney(ctx(t)).reflectionAnswers).toEqual({
      'What did the fox teach you?': 'I am not safe',
    });
    expect(ctx(t).reflectionDialogue).toEqual([
      {
        question: 'What did the fox teach you?',
        answer: 'Someone is with me',
        aiResponse: CRISIS.response,
        crisis: true,
      },
      { question: 'What helps?', answer: '', aiResponse: 'Thank you.' },
    ]);
    expect(t.calls.followUp[1]?.previousReflections).toEqual([
      { question: 'What did the fox teach you?', answer: 'Someone is with me' },
    ]);
  });
});

describe('story flow: Start new journey', () => {
  it('resets everything and greets with the spec text', async () => {
    const t = start();
    await toStoryStep(t);
    t.actor.send({ type: 'RESET' });
    expect(step(t)).toBe('mood');
    expect(texts(t)).toEqual(["ai: Let's start a new journey. How are you feeling now?"]);
    expect(ctx(t)).toMatchObject({
      mood: '',
      selectedFormat: null,
      generatedStory: null,
      journeyId: null,
      reflectionDialogue: [],
      error: null,
    });
  });

  it('cancels a story that is still streaming', async () => {
    const t = start();
    await toFormatChoice(t);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    t.actor.send({ type: 'RESET' });
    expect(t.storyStopped()).toBe(1);
  });
});

/** A stored flow at `step`, as if the page had been reloaded there. */
function storedAt(step: FlowStep, extra: Partial<StoredFlowState> = {}): StoredFlowState {
  return {
    currentStep: step,
    mood: 'calm',
    selectedFormat: 'story',
    generatedStory: { title: 'T', content: 'A finished story.' },
    reflectionQuestion: 'Q?',
    reflectionAnswer: '',
    reflectionDialogue: [],
    isLoading: false,
    error: null,
    moodResponse: 'ok',
    initialReflection: 'Q?',
    storyComplete: true,
    journeyId: '8c5f3a4e-1111-4222-8333-444455556666',
    startedAt: '2026-03-01T10:00:00.000Z',
    messages: [{ id: 'a', role: 'ai', kind: 'message', text: 'hi', complete: true }],
    ...extra,
  };
}

describe('story flow: step transitions (SPEC.md section 4)', () => {
  const forward: [FlowStep, FlowStep][] = [
    ['mood', 'mood_response'],
    ['mood_response', 'story'],
    ['format', 'story'],
    ['story', 'dialogue'],
    ['reflection', 'dialogue'],
    ['dialogue', 'dialogue'],
  ];
  const back: [FlowStep, FlowStep][] = [
    ['mood', 'mood'],
    ['mood_response', 'mood'],
    ['format', 'mood_response'],
    ['story', 'mood_response'],
    ['reflection', 'story'],
    ['dialogue', 'story'],
  ];

  it.each(forward)('forward: %s → %s', (from, to) => {
    const t = start({}, storedAt(from, from === 'mood' ? { storyComplete: false } : {}));
    expect(step(t)).toBe(from);
    t.actor.send({ type: 'NEXT' });
    expect(step(t)).toBe(to);
  });

  it.each(back)('back: %s → %s', (from, to) => {
    const t = start({}, storedAt(from, from === 'mood' ? { storyComplete: false } : {}));
    expect(step(t)).toBe(from);
    t.actor.send({ type: 'BACK' });
    expect(step(t)).toBe(to);
  });
});

describe('story flow: coming back after a reload', () => {
  it('continues the dialogue where it was, with its transcript', () => {
    const t = start({}, storedAt('dialogue'));
    expect(t.actor.getSnapshot().matches({ dialogue: 'idle' })).toBe(true);
    expect(texts(t)).toEqual(['ai: hi']);
  });

  it('asks the initial question when the page was reloaded right after the story', async () => {
    const t = start(
      {},
      storedAt('mood_response', { initialReflection: '', reflectionQuestion: '' }),
    );
    await waitFor(t.actor, (s) => s.matches({ story: 'idle' }));
    expect(t.calls.initial).toHaveLength(1);
  });

  it('drops a story whose stream was cut off by the reload', () => {
    const t = start(
      {},
      storedAt('mood_response', {
        storyComplete: false,
        initialReflection: '',
        messages: [
          { id: 'a', role: 'ai', kind: 'message', text: 'hi', complete: true },
          { id: 'b', role: 'ai', kind: 'story', text: 'Once', complete: false },
        ],
      }),
    );
    expect(t.actor.getSnapshot().matches({ mood_response: 'choosing' })).toBe(true);
    expect(ctx(t).generatedStory).toBeNull();
    expect(ctx(t).selectedFormat).toBeNull();
    expect(texts(t)).toEqual(['ai: hi']);
  });

  it('stores the flow state with the spec fields', async () => {
    const t = start();
    await toStoryStep(t);
    expect(toStoredFlow(t.actor.getSnapshot())).toMatchObject({
      currentStep: 'story',
      mood: 'Tired and a bit lost',
      selectedFormat: 'fable',
      generatedStory: { title: 'The Fox and the Fog', content: 'Once, a fox lost her way.' },
      reflectionQuestion: 'What did the fox teach you?',
      reflectionAnswer: '',
      reflectionDialogue: [],
      isLoading: false,
      error: null,
      journeyId: 'id-3',
    });
  });
});
