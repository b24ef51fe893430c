import { describe, expect, it } from 'vitest';
import { CHECK_IN_CHOICES } from '../../../domain/story/safety/check-in';
import { DEFAULT_CRISIS_RESOURCES } from '../../../domain/story/safety/crisis-resources';
import {
  checkInRef,
  createSafetyCheck,
  type MeaningCheck,
  type ModerationCheck,
  type SafetyVerdict,
} from './safety-check';

function recording<T>(verdict: T | null = null) {
  const seen: string[] = [];
  const tiers: (string | undefined)[] = [];
  const check = async (text: string, tierSoFar?: string) => {
    seen.push(text);
    tiers.push(tierSoFar);
    return verdict;
  };
  return { seen, tiers, check };
}

const safetyWith = (readers: { meaning?: MeaningCheck; moderation?: ModerationCheck } = {}) =>
  createSafetyCheck({ resources: DEFAULT_CRISIS_RESOURCES, ...readers });

const replyOf = (verdict: SafetyVerdict) => (verdict.tier === 'none' ? null : verdict.reply);

describe('safety check: the tier and its reply', () => {
  it('answers explicit risk with crisis care, worded for before the story', async () => {
    const verdict = await safetyWith().check("i've been saving up my sleeping pills");
    expect(verdict.tier).toBe('crisis');
    expect(replyOf(verdict)).toMatchObject({
      safety: 'crisis',
      crisis: true,
      category: 'suicide',
      offerGrounding: true,
    });
    expect(replyOf(verdict)?.response).toMatch(/988/);
    expect(replyOf(verdict)?.response).toMatch(/will not write a story/);
    expect((await safetyWith().check('this commute is murder')).tier).toBe('none');
  });

  it('words crisis care in the chat without a word about the story', async () => {
    const verdict = await safetyWith().checkDialogue({
      earlier: ['a bit flat'],
      latest: "i'm standing on the bridge right now",
    });
    expect(verdict.tier).toBe('crisis');
    expect(replyOf(verdict)?.response).not.toMatch(/story/i);
    expect(replyOf(verdict)?.response).toMatch(/set the questions aside/);
  });

  it('asks about an uncertain sign: the question, the answers to tap, the lines and a ref', async () => {
    const text = 'everyone would be better off without me';
    const verdict = await safetyWith().check(text);
    expect(verdict.tier).toBe('check-in');
    if (verdict.tier !== 'check-in') return;
    const { reply } = verdict;
    expect(reply).toMatchObject({ safety: 'check-in', crisis: true, category: 'suicide' });
    expect(reply.checkIn.question).toBe(
      'Are you having any thoughts of ending your life, or of hurting yourself?',
    );
    expect(reply.checkIn.answers.map((a) => a.label)).toEqual([
      'Yes',
      'No, not like that',
      "I'd rather not say",
    ]);
    expect(reply.checkIn.answers).toEqual(CHECK_IN_CHOICES);
    expect(reply.response).toContain(reply.checkIn.question);
    expect(reply.response).toMatch(/heavy/);
    expect(reply.response).toContain('US: 988 Suicide & Crisis Lifeline (call or text 988)');
    expect(reply.resources.length).toBeGreaterThan(0);
    expect(reply.response).not.toContain(text);
    // The ref names the text, the same on every server, and differs for other words.
    expect(reply.checkIn.ref).toBe(checkInRef(text));
    expect(checkInRef(`${text} `)).toBe(reply.checkIn.ref);
    expect(checkInRef('i feel like a burden to everyone')).not.toBe(reply.checkIn.ref);
    expect(reply.checkIn.ref).not.toContain('better');
  });

  it('asks about signs of control at home in its own words', async () => {
    const verdict = await safetyWith().check(
      "he goes through my phone every night and gets angry if i've texted my friends",
    );
    expect(verdict.tier).toBe('check-in');
    if (verdict.tier !== 'check-in') return;
    expect(verdict.reply.category).toBe('abuse');
    expect(verdict.reply.checkIn.question).toBe(
      'Is someone hurting you, or making you feel unsafe?',
    );
    expect(verdict.reply.response).toContain('1-800-799-7233');
  });

  it('asks when risk builds across answers; explicit risk anywhere in a dialogue is crisis', async () => {
    const safety = safetyWith();
    const building = {
      earlier: ['low', 'things never get better for me', 'i am a waste of space'],
      latest: "I'm just so tired of everything",
    };
    for (const text of [...building.earlier, building.latest])
      expect((await safety.check(text)).tier, text).toBe('none');
    const built = await safety.checkDialogue(building);
    expect(built.tier).toBe('check-in');
    if (built.tier === 'check-in')
      expect(built.reply.checkIn.ref).toBe(checkInRef(building.latest));
    expect(
      await safety.checkDialogue({
        earlier: ['tired', 'my dad hits me when he drinks'],
        latest: 'the fox was kind',
      }),
    ).toMatchObject({ tier: 'crisis', reply: { category: 'abuse' } });
    expect(
      await safety.checkDialogue({ earlier: ['tired', 'my laptop battery died'], latest: 'ok' }),
    ).toEqual({ tier: 'none' });
  });

  it('does not ask again about a text screened before', async () => {
    expect(
      await safetyWith().checkDialogue({
        earlier: ['tired', 'everyone would be better off without me'],
        latest: 'the heron waited',
      }),
    ).toEqual({ tier: 'none' });
  });

  it('asks when only the meaning reader finds it, and heeds it only for new texts', async () => {
    const meaning = recording({ category: 'suicide' as const, tier: 'check-in' as const });
    const moderation = recording<never>();
    const safety = safetyWith({ meaning: meaning.check, moderation: moderation.check });
    expect(await safety.check('quiet words')).toMatchObject({
      tier: 'check-in',
      reply: { category: 'suicide' },
    });
    await safety.checkDialogue({ earlier: ['quiet words'], latest: 'an answer' });
    await safety.checkDialogue({ earlier: ['quiet words', 'an answer'] });
    expect(meaning.seen).toEqual(['quiet words', 'an answer']);
    expect(moderation.seen).toEqual(['quiet words', 'an answer']);
  });

  it('takes the second opinion’s tier: intent is crisis, self-harm alone a check-in', async () => {
    const intent = safetyWith({
      moderation: recording({ category: 'self_harm' as const, tier: 'crisis' as const }).check,
    });
    expect(await intent.checkDialogue({ earlier: ['mood'], latest: 'quiet words' })).toMatchObject({
      tier: 'crisis',
      reply: { category: 'self_harm' },
    });
    const selfHarm = safetyWith({
      moderation: recording({ category: 'self_harm' as const, tier: 'check-in' as const }).check,
    });
    expect((await selfHarm.check('quiet words')).tier).toBe('check-in');
    // A second opinion of crisis raises the detector's check-in. The meaning readers are asked
    // about a text that already asks too (the tier reader may find it explicit), told its tier.
    const meaning = recording<never>();
    const raised = safetyWith({
      meaning: meaning.check,
      moderation: recording({ category: 'suicide' as const, tier: 'crisis' as const }).check,
    });
    expect((await raised.check('everyone would be better off without me')).tier).toBe('crisis');
    expect(meaning.seen).toEqual(['everyone would be better off without me']);
    expect(meaning.tiers).toEqual(['check-in']);
    // The tier reader alone can raise a check-in to crisis care.
    const explicit = safetyWith({
      meaning: recording({ category: 'suicide' as const, tier: 'crisis' as const }).check,
    });
    expect((await explicit.check('everyone would be better off without me')).tier).toBe('crisis');
  });

  it('goes on with the detector alone when a reader fails', async () => {
    const failing = async () => {
      throw new Error('timeout');
    };
    const safety = safetyWith({ meaning: failing, moderation: failing });
    expect(await safety.checkDialogue({ earlier: ['mood'], latest: 'a calm answer' })).toEqual({
      tier: 'none',
    });
    expect((await safety.check('i want to kill myself')).tier).toBe('crisis');
    expect((await safety.check('i want to die')).tier).toBe('check-in');
  });

  it('gives crisis care after "yes" or "I\'d rather not say", worded for where it is', () => {
    const safety = safetyWith();
    const yes = safety.care({ where: 'chat', category: 'suicide', answer: 'yes' });
    expect(yes).toMatchObject({ safety: 'crisis', crisis: true, offerGrounding: true });
    expect(yes.response).toMatch(/glad you told me/);
    expect(yes.response).not.toMatch(/story/i);
    const ratherNot = safety.care({ where: 'mood', answer: 'rather_not_say' });
    expect(ratherNot.response).toMatch(/you do not have to say/);
    expect(ratherNot.response).toMatch(/988/);
    expect(ratherNot.response).toMatch(/will not write a story/);
  });
});
