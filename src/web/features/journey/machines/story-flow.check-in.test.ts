// The check-in (issue 35) in the story flow: asked at the mood, by the story call or in the chat;
// "No, not like that" sends the same words again with the check-in's ref and the flow goes on;
// "Yes" and "I'd rather not say" send them again and get crisis care. Survives a reload.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type {
  FollowUpRequest,
  FollowUpResult,
  InitialReflectionRequest,
  MoodResponseResult,
} from '../api/journey.api';
import type { StoryRequest } from '../api/story-stream';
import type { CheckInAnswer, CheckInGiven, CrisisAnswer, StoredFlowState } from '../journey.types';
import { currentStep, toStoredFlow } from '../lib/flow-state';
import type { StoryFlowEvent } from './story-flow.context';
import { storyFlowMachine } from './story-flow.machine';

const LINES = [{ region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' }];

const checkIn = (ref: string): CheckInAnswer => ({
  safety: 'check-in',
  crisis: true,
  category: 'suicide',
  response: 'I would like to ask you directly. Are you having any thoughts of ending your life?',
  resources: LINES,
  checkIn: {
    question: 'Are you having any thoughts of ending your life, or of hurting yourself?',
    answers: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, not like that' },
      { value: 'rather_not_say', label: "I'd rather not say" },
    ],
    ref,
  },
});

const CARE: CrisisAnswer = {
  safety: 'crisis',
  crisis: true,
  category: 'suicide',
  response: 'I am really glad you told me. You can reach someone now.',
  resources: LINES,
};

type MoodInput = { mood: string; answered?: CheckInGiven };

function start(
  fakes: {
    mood?: (input: MoodInput) => MoodResponseResult;
    followUp?: (input: FollowUpRequest) => FollowUpResult;
  },
  restored: StoredFlowState | null = null,
) {
  const calls = {
    mood: [] as MoodInput[],
    story: [] as StoryRequest[],
    followUp: [] as FollowUpRequest[],
  };
  let storyBack: ((event: StoryFlowEvent) => void) | null = null;
  let ids = 0;
  const machine = storyFlowMachine.provide({
    actors: {
      moodResponse: fromPromise<MoodResponseResult, MoodInput>(async ({ input }) => {
        calls.mood.push(input);
        return (fakes.mood ?? (() => ({ response: 'I hear you.' })))(input);
      }),
      story: fromCallback<StoryFlowEvent, StoryRequest>(({ sendBack, input }) => {
        calls.story.push(input);
        storyBack = sendBack;
        return () => {};
      }),
      initialReflection: fromPromise<{ question: string }, InitialReflectionRequest>(async () => ({
        question: 'What did the fox teach you?',
      })),
      followUp: fromPromise<FollowUpResult, FollowUpRequest>(async ({ input }) => {
        calls.followUp.push(input);
        return (fakes.followUp ?? (() => ({ response: 'Thank you.', question: 'What else?' })))(
          input,
        );
      }),
    },
  });
  const actor = createActor(machine, {
    input: { restored, createId: () => `id-${++ids}`, now: () => new Date('2026-03-01T10:00Z') },
  });
  actor.start();
  return { actor, calls, story: (event: StoryFlowEvent) => storyBack?.(event) };
}

type Started = ReturnType<typeof start>;
const ctx = (t: Started) => t.actor.getSnapshot().context;
const texts = (t: Started) => ctx(t).messages.map((m) => `${m.role}: ${m.text}`);
const settled = (t: Started) => waitFor(t.actor, (s) => !s.hasTag('busy'));

/** The server: a check-in for the mood until it comes back with an answer. */
const moodServer =
  (ref: string) =>
  ({ answered }: MoodInput): MoodResponseResult => {
    if (!answered) return checkIn(ref);
    if (answered.checkIn === 'no' && answered.checkInRef === ref) {
      return { response: 'Thank you for telling me, and for letting me ask. I hear you.' };
    }
    return CARE;
  };

const MOOD = 'everyone would be better off without me';

describe('the check-in at the mood step', () => {
  it('shows the check-in with its help lines and answers, and waits', async () => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    expect(t.actor.getSnapshot().matches({ mood: 'asking' })).toBe(true);
    const asked = ctx(t).messages.at(-1);
    expect(asked?.text).toBe(checkIn('r_1').response);
    expect(asked?.resources).toEqual(LINES);
    expect(asked?.checkIn?.answers.map((a) => a.label)).toEqual([
      'Yes',
      'No, not like that',
      "I'd rather not say",
    ]);
    expect(ctx(t).pendingCheckIn).toMatchObject({ at: 'mood', ref: 'r_1', messageId: asked?.id });
    // Not crisis care: no format choice, no story.
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    expect(t.calls.story).toHaveLength(0);
  });

  it('"No, not like that" sends the mood again with the ref, goes on, and the story carries it', async () => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    // The tap shows as the person's message, and the answers are closed.
    expect(texts(t).at(-1)).toBe('user: No, not like that');
    expect(ctx(t).messages.find((m) => m.checkIn)?.checkIn?.chosen).toBe('no');
    expect(t.actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(t);
    expect(t.calls.mood.at(-1)).toEqual({
      mood: MOOD,
      answered: { checkIn: 'no', checkInRef: 'r_1' },
    });
    expect(currentStep(t.actor.getSnapshot())).toBe('mood_response');
    expect(texts(t).at(-1)).toBe(
      'ai: Thank you for telling me, and for letting me ask. I hear you.',
    );
    expect(ctx(t).pendingCheckIn).toBeNull();
    // A second tap does nothing.
    t.actor.send({ type: 'CHECK_IN', answer: 'yes' });
    expect(t.calls.mood).toHaveLength(2);
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    expect(t.calls.story[0]).toMatchObject({ mood: MOOD, checkIn: 'no', checkInRef: 'r_1' });
  });

  it.each([
    ['yes', 'Yes'],
    ['rather_not_say', "I'd rather not say"],
  ] as const)('"%s" sends it again and shows crisis care', async (answer, label) => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    t.actor.send({ type: 'CHECK_IN', answer });
    await settled(t);
    expect(t.calls.mood.at(-1)?.answered).toEqual({ checkIn: answer, checkInRef: 'r_1' });
    expect(texts(t).slice(-2)).toEqual([`user: ${label}`, `ai: ${CARE.response}`]);
    expect(ctx(t).messages.at(-1)?.resources).toEqual(LINES);
    expect(currentStep(t.actor.getSnapshot())).toBe('mood');
    expect(ctx(t).moodCheckIn).toBeNull();
  });

  it('a mood told anew instead drops the check-in', async () => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    t.actor.send({ type: 'SUBMIT', text: 'just tired really' });
    expect(ctx(t).pendingCheckIn).toBeNull();
    expect(t.calls.mood.at(-1)).toEqual({ mood: 'just tired really' });
  });

  it('comes back after a reload still asking, and answers from there', async () => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    const stored = JSON.parse(JSON.stringify(toStoredFlow(t.actor.getSnapshot())));
    const again = start({ mood: moodServer('r_1') }, stored);
    expect(again.actor.getSnapshot().matches({ mood: 'asking' })).toBe(true);
    again.actor.send({ type: 'CHECK_IN', answer: 'no' });
    await settled(again);
    expect(currentStep(again.actor.getSnapshot())).toBe('mood_response');
  });

  it('sends the answer again after a reload that came while it was on its way', async () => {
    const t = start({ mood: moodServer('r_1') });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await settled(t);
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    const stored = JSON.parse(JSON.stringify(toStoredFlow(t.actor.getSnapshot())));
    const again = start({ mood: moodServer('r_1') }, stored);
    await settled(again);
    expect(again.calls.mood).toEqual([
      { mood: MOOD, answered: { checkIn: 'no', checkInRef: 'r_1' } },
    ]);
    expect(currentStep(again.actor.getSnapshot())).toBe('mood_response');
  });

  it('a check-in from the story call is answered like the mood’s', async () => {
    let asked = false;
    const t = start({
      mood: (input) => (asked ? moodServer('r_2')(input) : { response: 'I hear you.' }),
    });
    t.actor.send({ type: 'SUBMIT', text: MOOD });
    await waitFor(t.actor, (s) => s.matches({ mood_response: 'choosing' }));
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    asked = true;
    t.story({ type: 'STORY.CHECK_IN', checkIn: checkIn('r_2') });
    expect(t.actor.getSnapshot().matches({ mood: 'asking' })).toBe(true);
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    await waitFor(t.actor, (s) => s.matches({ mood_response: 'choosing' }));
    t.actor.send({ type: 'SELECT_FORMAT', format: 'poem' });
    expect(t.calls.story.at(-1)).toMatchObject({ checkIn: 'no', checkInRef: 'r_2' });
  });
});

describe('the check-in in the dialogue', () => {
  async function toStory(t: Started) {
    t.actor.send({ type: 'SUBMIT', text: 'tired' });
    await waitFor(t.actor, (s) => s.matches({ mood_response: 'choosing' }));
    t.actor.send({ type: 'SELECT_FORMAT', format: 'fable' });
    t.story({ type: 'STORY.TITLE', title: 'The Fox' });
    t.story({ type: 'STORY.DELTA', text: 'Once, a fox.' });
    t.story({ type: 'STORY.DONE' });
    t.actor.send({ type: 'STORY_TYPED' });
    await waitFor(t.actor, (s) => s.matches({ story: 'idle' }));
  }

  const chatServer = (input: FollowUpRequest): FollowUpResult => {
    const latest = input.previousReflections.at(-1)?.answer ?? '';
    if (!input.checkIn) {
      return /disappear|gone/.test(latest)
        ? checkIn('r_chat')
        : { response: 'Mm.', question: 'Q?' };
    }
    if (input.checkIn === 'no') {
      return { response: 'Thank you for telling me, and for letting me ask.', question: 'Next?' };
    }
    return CARE;
  };

  it('"No, not like that" sends the same answers again with the ref and the next question comes', async () => {
    const t = start({ followUp: chatServer });
    await toStory(t);
    t.actor.send({ type: 'SUBMIT', text: 'sometimes I wish I could disappear' });
    await settled(t);
    expect(t.actor.getSnapshot().matches({ story: 'asking' })).toBe(true);
    // Typing is held until the check-in is answered.
    t.actor.send({ type: 'SUBMIT', text: 'something else' });
    expect(t.calls.followUp).toHaveLength(1);
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    await settled(t);
    expect(t.calls.followUp[1]).toMatchObject({
      previousReflections: t.calls.followUp[0]?.previousReflections,
      checkIn: 'no',
      checkInRef: 'r_chat',
    });
    expect(t.actor.getSnapshot().matches({ dialogue: 'idle' })).toBe(true);
    expect(texts(t).slice(-3)).toEqual([
      'user: No, not like that',
      'ai: Thank you for telling me, and for letting me ask.',
      'ai: Next?',
    ]);
    expect(ctx(t).pendingCheckIn).toBeNull();
    t.actor.send({ type: 'SUBMIT', text: 'a later answer' });
    await settled(t);
    expect(t.calls.followUp[2]?.checkIn).toBeUndefined();
  });

  it('"Yes" in the dialogue gets crisis care as a turn of its own', async () => {
    const t = start({ followUp: chatServer });
    await toStory(t);
    t.actor.send({ type: 'SUBMIT', text: 'first answer' });
    await settled(t);
    t.actor.send({ type: 'SUBMIT', text: 'I keep thinking it would be easier to be gone' });
    await settled(t);
    expect(t.actor.getSnapshot().matches({ dialogue: 'asking' })).toBe(true);
    t.actor.send({ type: 'CHECK_IN', answer: 'yes' });
    await settled(t);
    expect(t.calls.followUp.at(-1)).toMatchObject({ checkIn: 'yes', checkInRef: 'r_chat' });
    expect(texts(t).slice(-2)).toEqual(['user: Yes', `ai: ${CARE.response}`]);
    expect(ctx(t).reflectionDialogue.at(-1)?.crisis).toBe(true);
    expect(t.actor.getSnapshot().matches({ dialogue: 'idle' })).toBe(true);
  });

  it('a failed answer can be tapped again', async () => {
    let fail = true;
    const t = start({
      followUp: (input) => {
        if (input.checkIn && fail) throw new Error('down');
        return chatServer(input);
      },
    });
    await toStory(t);
    t.actor.send({ type: 'SUBMIT', text: 'sometimes I wish I could disappear' });
    await settled(t);
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    await settled(t);
    expect(t.actor.getSnapshot().matches({ story: 'asking' })).toBe(true);
    expect(ctx(t).messages.find((m) => m.checkIn)?.checkIn?.chosen).toBeUndefined();
    fail = false;
    t.actor.send({ type: 'CHECK_IN', answer: 'no' });
    await settled(t);
    expect(t.actor.getSnapshot().matches({ dialogue: 'idle' })).toBe(true);
  });
});
