import { describe, expect, it } from 'vitest';
import { DEFAULT_CRISIS_RESOURCES } from '../../../domain/story/safety/crisis-resources';
import { createSafetyCheck, type ModerationCheck } from './safety-check';

function recordingModeration(verdict: Awaited<ReturnType<ModerationCheck>> = null) {
  const seen: string[] = [];
  const moderation: ModerationCheck = async (text) => {
    seen.push(text);
    return verdict;
  };
  return { seen, moderation };
}

describe('safety check', () => {
  it('answers crisis language with the warm reply and its lines', async () => {
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES });
    const answer = await safety.check('everyone would be better off without me');
    expect(answer).toMatchObject({ crisis: true, category: 'suicide', offerGrounding: true });
    expect(answer?.response).toMatch(/988/);
    expect(await safety.check('this commute is murder')).toBeNull();
  });

  it('screens every text of a dialogue and the recent ones together', async () => {
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES });
    expect(
      await safety.checkDialogue({
        earlier: ['tired', 'my dad hits me when he drinks'],
        latest: 'the fox was kind',
      }),
    ).toMatchObject({ crisis: true, category: 'abuse' });
    const building = {
      earlier: ['low', 'things never get better for me', 'i am a waste of space'],
      latest: "I'm just so tired of everything",
    };
    for (const text of [...building.earlier, building.latest])
      expect(await safety.check(text), text).toBeNull();
    expect(await safety.checkDialogue(building)).toMatchObject({ crisis: true });
    expect(
      await safety.checkDialogue({ earlier: ['tired', 'my laptop battery died'], latest: 'ok' }),
    ).toBeNull();
  });

  it('asks the second opinion about the newest text only, once', async () => {
    const { seen, moderation } = recordingModeration();
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, moderation });
    await safety.checkDialogue({
      earlier: ['mood words', 'first answer'],
      latest: 'second answer',
    });
    await safety.checkDialogue({ earlier: ['mood words', 'first answer'] });
    expect(seen).toEqual(['second answer']);
  });

  it('follows the second opinion when the detector finds nothing', async () => {
    const { moderation } = recordingModeration('self_harm');
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, moderation });
    expect(await safety.checkDialogue({ earlier: ['mood'], latest: 'quiet words' })).toMatchObject({
      crisis: true,
      category: 'self_harm',
    });
  });

  it('goes on with the detector alone when the second opinion fails', async () => {
    const failing: ModerationCheck = async () => {
      throw new Error('timeout');
    };
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, moderation: failing });
    expect(await safety.checkDialogue({ earlier: ['mood'], latest: 'a calm answer' })).toBeNull();
    expect(await safety.check('i want to die')).toMatchObject({ crisis: true });
  });

  it('asks the meaning reader and the second opinion about each new text, and heeds either', async () => {
    const meaning = recordingModeration('suicide');
    const moderation = recordingModeration();
    const safety = createSafetyCheck({
      resources: DEFAULT_CRISIS_RESOURCES,
      meaning: meaning.moderation,
      moderation: moderation.moderation,
    });
    expect(await safety.check('quiet words')).toMatchObject({ crisis: true, category: 'suicide' });
    await safety.checkDialogue({ earlier: ['quiet words'], latest: 'an answer' });
    expect(meaning.seen).toEqual(['quiet words', 'an answer']);
    expect(moderation.seen).toEqual(['quiet words', 'an answer']);
    const onlyModeration = createSafetyCheck({
      resources: DEFAULT_CRISIS_RESOURCES,
      meaning: recordingModeration().moderation,
      moderation: recordingModeration('abuse').moderation,
    });
    expect(await onlyModeration.check('quiet words')).toMatchObject({ category: 'abuse' });
  });

  it('goes on with the rules and the statistical reader when the meaning reader fails', async () => {
    const failing: ModerationCheck = async () => {
      throw new Error('the encoder could not load');
    };
    const safety = createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, meaning: failing });
    expect(await safety.check('a calm mood')).toBeNull();
    expect(await safety.check('i want to die')).toMatchObject({ crisis: true });
  });
});
