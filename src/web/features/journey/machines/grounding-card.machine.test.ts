import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GroundingRequest } from '../api/journey.api';
import { GROUNDING_CHANCE } from '../journey.constants';
import type { GroundingTools } from '../journey.types';
import {
  breathingProgress,
  canLoadTools,
  groundingCardMachine,
  type GroundingRequestDraft,
} from './grounding-card.machine';

const TOOLS: GroundingTools = {
  quote: 'Nothing is permanent in this wicked world, not even our troubles.',
  quoteAuthor: 'Charlie Chaplin',
  affirmations: ['I am allowed to rest.', 'I can take this one breath at a time.'],
  breathingExercise: {
    title: 'Box breathing',
    description: 'Four equal sides.',
    steps: [
      { name: 'Breathe in', instruction: 'In for four.', duration: 4 },
      { name: 'Hold', instruction: 'Hold for two.', duration: 2 },
      { name: 'Breathe out', instruction: 'Out for four.', duration: 4 },
    ],
  },
};

const REQUEST: GroundingRequestDraft = {
  mood: 'restless',
  storyFormat: 'fable',
  storyTitle: 'The Fox and the Fog',
  lastReflection: 'To be patient',
};

function start({
  random = () => 0.5,
  request = REQUEST,
  load = async () => TOOLS,
}: {
  random?: () => number;
  request?: GroundingRequestDraft;
  load?: (input: GroundingRequest) => Promise<GroundingTools>;
} = {}) {
  const requests: GroundingRequest[] = [];
  const machine = groundingCardMachine.provide({
    actors: {
      loadTools: fromPromise<GroundingTools, GroundingRequest>(({ input }) => {
        requests.push(input);
        return load(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { random, request } });
  actor.start();
  return { actor, requests };
}

const view = (t: ReturnType<typeof start>) => t.actor.getSnapshot().value;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('grounding card: when it shows', () => {
  it('is hidden until offered, and always shows after the initial reflection', () => {
    const t = start();
    expect(view(t)).toBe('hidden');
    t.actor.send({ type: 'OFFER' });
    expect(view(t)).toBe('prompt');
  });

  it('shows after a follow-up question with a 33% chance, from the injected random source', () => {
    expect(GROUNDING_CHANCE).toBe(0.33);
    expect(
      [0, 0.1, 0.3299, 0.33, 0.5, 0.99].map((r) => {
        const t = start({ random: () => r });
        t.actor.send({ type: 'OFFER_CHANCE' });
        return view(t);
      }),
    ).toEqual(['prompt', 'prompt', 'prompt', 'hidden', 'hidden', 'hidden']);
  });

  it('No thanks hides it', () => {
    const t = start();
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'NO_THANKS' });
    expect(view(t)).toBe('hidden');
  });
});

describe('grounding card: the views', () => {
  it('fetches the tools once a view is chosen, not at the prompt, and only once', async () => {
    const t = start();
    t.actor.send({ type: 'OFFER' });
    expect(t.requests).toHaveLength(0);
    t.actor.send({ type: 'SHOW_QUOTE' });
    expect(view(t)).toBe('loading');
    await waitFor(t.actor, (s) => s.matches('quote'));
    expect(t.requests).toEqual([REQUEST]);
    expect(t.actor.getSnapshot().context.tools?.quoteAuthor).toBe('Charlie Chaplin');

    t.actor.send({ type: 'BACK' });
    expect(view(t)).toBe('prompt');
    t.actor.send({ type: 'VIEW_AFFIRMATIONS' });
    expect(view(t)).toBe('affirmations');
    t.actor.send({ type: 'SHOW_QUOTE' });
    expect(view(t)).toBe('quote');
    expect(t.requests).toHaveLength(1);
  });

  it('opens the view that was chosen once the tools arrive', async () => {
    for (const [event, target] of [
      ['TRY_BREATHING', 'breathing'],
      ['VIEW_AFFIRMATIONS', 'affirmations'],
    ] as const) {
      const t = start();
      t.actor.send({ type: 'OFFER' });
      t.actor.send({ type: event });
      await waitFor(t.actor, (s) => s.matches(target));
    }
  });

  it('loads only when mood, format and story title are all present', () => {
    expect(canLoadTools(REQUEST)).toBe(true);
    expect(canLoadTools({ ...REQUEST, mood: ' ' })).toBe(false);
    expect(canLoadTools({ ...REQUEST, storyFormat: null })).toBe(false);
    expect(canLoadTools({ ...REQUEST, storyTitle: '' })).toBe(false);

    const t = start({ request: { ...REQUEST, storyTitle: '' } });
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'SHOW_QUOTE' });
    expect(view(t)).toBe('error');
    expect(t.requests).toHaveLength(0);
  });

  it('shows the error card when the tools fail to load; Go back returns to the prompt', async () => {
    const t = start({ load: () => Promise.reject(new Error('503')) });
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'TRY_BREATHING' });
    await waitFor(t.actor, (s) => s.matches('error'));
    t.actor.send({ type: 'BACK' });
    expect(view(t)).toBe('prompt');
  });

  it('fetches again for a new story, but not for a new answer about the same story', async () => {
    const t = start();
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'SHOW_QUOTE' });
    await waitFor(t.actor, (s) => s.matches('quote'));
    t.actor.send({ type: 'SET_REQUEST', request: { ...REQUEST, lastReflection: 'Something new' } });
    expect(t.actor.getSnapshot().context.tools).not.toBeNull();
    t.actor.send({ type: 'SET_REQUEST', request: { ...REQUEST, storyTitle: 'Another' } });
    expect(t.actor.getSnapshot().context.tools).toBeNull();
  });

  it('HIDE closes it from any view', async () => {
    const t = start();
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'SHOW_QUOTE' });
    await waitFor(t.actor, (s) => s.matches('quote'));
    t.actor.send({ type: 'HIDE' });
    expect(view(t)).toBe('hidden');
  });
});

describe('grounding card: breathing', () => {
  async function breathing() {
    const t = start();
    t.actor.send({ type: 'OFFER' });
    t.actor.send({ type: 'SHOW_QUOTE' });
    await waitFor(t.actor, (s) => s.matches('quote'));
    vi.useFakeTimers();
    t.actor.send({ type: 'TRY_BREATHING' });
    return t;
  }
  const context = (t: ReturnType<typeof start>) => t.actor.getSnapshot().context;

  it('runs each step for its duration, in order, with progress, then ends', async () => {
    const t = await breathing();
    expect(t.actor.getSnapshot().matches({ breathing: 'running' })).toBe(true);
    expect(context(t).stepIndex).toBe(0);

    vi.advanceTimersByTime(1000);
    expect(context(t).stepIndex).toBe(0);
    expect(breathingProgress(context(t))).toEqual({ elapsed: 1000, total: 10_000 });

    vi.advanceTimersByTime(3000);
    expect(context(t).stepIndex).toBe(1);
    expect(context(t).stepElapsedMs).toBe(0);

    vi.advanceTimersByTime(2000);
    expect(context(t).stepIndex).toBe(2);
    vi.advanceTimersByTime(3900);
    expect(t.actor.getSnapshot().matches({ breathing: 'running' })).toBe(true);
    vi.advanceTimersByTime(100);
    expect(t.actor.getSnapshot().matches({ breathing: 'finished' })).toBe(true);
    expect(breathingProgress(context(t))).toEqual({ elapsed: 10_000, total: 10_000 });

    // Nothing ticks once it has ended.
    vi.advanceTimersByTime(5000);
    expect(t.actor.getSnapshot().matches({ breathing: 'finished' })).toBe(true);

    t.actor.send({ type: 'RESTART' });
    expect(context(t).stepIndex).toBe(0);
    expect(t.actor.getSnapshot().matches({ breathing: 'running' })).toBe(true);
  });

  it('can be stopped, which returns to the prompt and stops the clock', async () => {
    const t = await breathing();
    vi.advanceTimersByTime(1500);
    t.actor.send({ type: 'STOP' });
    expect(view(t)).toBe('prompt');
    vi.advanceTimersByTime(20_000);
    expect(view(t)).toBe('prompt');
  });

  it('starts from the first step each time it is opened', async () => {
    const t = await breathing();
    vi.advanceTimersByTime(5000);
    expect(context(t).stepIndex).toBe(1);
    t.actor.send({ type: 'BACK' });
    t.actor.send({ type: 'TRY_BREATHING' });
    expect(context(t).stepIndex).toBe(0);
    expect(context(t).stepElapsedMs).toBe(0);
  });
});
