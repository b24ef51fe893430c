import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CREED_LINES, GUILD_CREED_DELAY_MS, OFFERINGS } from '../guild.constants';
import { guildInductionMachine } from './guild-induction.machine';

const NOW = new Date('2026-11-22T19:30:00.000Z');

function start() {
  const actor = createActor(guildInductionMachine, { input: { now: () => NOW } });
  actor.start();
  return actor;
}

/** Takes a started actor through the welcome step (Yes, then the 1 s pause). */
function toCreed(actor: ReturnType<typeof start>) {
  actor.send({ type: 'ACCEPT' });
  vi.advanceTimersByTime(GUILD_CREED_DELAY_MS);
}

let log: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guild induction machine', () => {
  it('has the 13 creed lines and 4 offerings of the spec', () => {
    expect(CREED_LINES.map((c) => c.line)).toEqual([
      'Gratitude',
      'Intentional Living',
      'Creativity',
      'Family',
      'Growth',
      'Health',
      'Inspiration',
      'Wealth',
      'Audience',
      'Attitude',
      'Wabi-Sabi',
      'Courage',
      'Love',
    ]);
    expect(OFFERINGS).toHaveLength(4);
  });

  it('starts on the welcome step', () => {
    const actor = start();
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
    expect(actor.getSnapshot().context.declined).toBe(false);
  });

  it('moves from Yes to the creed after exactly 1 second', () => {
    const actor = start();
    actor.send({ type: 'ACCEPT' });
    expect(actor.getSnapshot().matches({ welcome: 'lighting' })).toBe(true);

    vi.advanceTimersByTime(GUILD_CREED_DELAY_MS - 1);
    expect(actor.getSnapshot().matches('welcome')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('creed');
  });

  it('answers No with a gentle message and stays; Yes still works afterwards', () => {
    const actor = start();
    actor.send({ type: 'DECLINE' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().matches({ welcome: 'asking' })).toBe(true);
    expect(actor.getSnapshot().context.declined).toBe(true);

    toCreed(actor);
    expect(actor.getSnapshot().value).toBe('creed');
  });

  it('needs a creed line that is not blank after trimming', () => {
    const actor = start();
    toCreed(actor);

    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('creed');
    actor.send({ type: 'SET_CREED_LINE', line: '   ' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('creed');

    actor.send({ type: 'SET_CREED_LINE', line: 'Courage' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('reflection');
  });

  it('accepts a typed creed line as well as a clicked one', () => {
    const actor = start();
    toCreed(actor);
    actor.send({ type: 'SET_CREED_LINE', line: 'Gratitude' });
    actor.send({ type: 'SET_CREED_LINE', line: '  Kindness to strangers ' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.creedLine).toBe('  Kindness to strangers ');
    expect(actor.getSnapshot().value).toBe('reflection');
  });

  it('needs a reflection that is not blank, and can go back to the creed', () => {
    const actor = start();
    toCreed(actor);
    actor.send({ type: 'SET_CREED_LINE', line: 'Love' });
    actor.send({ type: 'CONTINUE' });

    actor.send({ type: 'SET_REFLECTION', text: '\n  \t' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('reflection');

    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('creed');
    expect(actor.getSnapshot().context.creedLine).toBe('Love');
    actor.send({ type: 'CONTINUE' });

    actor.send({ type: 'SET_REFLECTION', text: 'Because I forget it first.' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('offering');
  });

  it('completes only once an offering is chosen, and logs the record to the console only', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const actor = start();
    toCreed(actor);
    actor.send({ type: 'SET_CREED_LINE', line: ' Wabi-Sabi ' });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'SET_REFLECTION', text: '  My cracked mug is still my favourite.  ' });
    actor.send({ type: 'CONTINUE' });

    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().value).toBe('offering');
    actor.send({ type: 'CHOOSE_OFFERING', index: 7 });
    actor.send({ type: 'COMPLETE' });
    expect(actor.getSnapshot().value).toBe('offering');
    expect(log).not.toHaveBeenCalled();

    actor.send({ type: 'CHOOSE_OFFERING', index: 3 });
    actor.send({ type: 'COMPLETE' });

    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('completion');
    expect(snapshot.status).toBe('done');
    const record = {
      chosen_creed_line: 'Wabi-Sabi',
      reflection: 'My cracked mug is still my favourite.',
      offering: 4,
      source: 'front-page trailer link',
      timestamp: '2026-11-22T19:30:00.000Z',
    };
    expect(snapshot.context.record).toEqual(record);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Guild induction record', record);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
