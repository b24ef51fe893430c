import { describe, expect, it } from 'vitest';
import type { CheckInReply, CrisisAnswer, SafetyCheck, SafetyVerdict } from './safety.port';
import { screenDialogue, screenText, withThanks } from './screening';

const care = (where: string, answer: string, category?: string): CrisisAnswer =>
  ({ safety: 'crisis', crisis: true, response: `care ${where} ${answer} ${category}` }) as never;
const checkIn = (ref: string): CheckInReply =>
  ({ safety: 'check-in', crisis: true, category: 'abuse', checkIn: { ref } }) as never;

/** A safety check whose verdict is fixed, recording what it was asked. */
function fixed(verdict: SafetyVerdict) {
  const asked: unknown[] = [];
  const safety: SafetyCheck = {
    check: async (text) => (asked.push(text), verdict),
    checkDialogue: async (texts) => (asked.push(texts), verdict),
    care: ({ where, answer, category }) => care(where, answer, category),
  };
  return { safety, asked };
}

describe('screening a call with the answer to a check-in', () => {
  const asking = { tier: 'check-in', reply: checkIn('ref-a') } as const;

  it('always screens the words again', async () => {
    const { safety, asked } = fixed({ tier: 'none' });
    await screenText(safety, 'a mood', { checkIn: 'no', checkInRef: 'ref-a' });
    expect(asked).toEqual(['a mood']);
  });

  it('goes on after "no" about the same words, with thanks', async () => {
    const { safety } = fixed(asking);
    expect(await screenText(safety, 'words', { checkIn: 'no', checkInRef: 'ref-a' })).toEqual({
      go: true,
      thanks: true,
    });
  });

  it('asks again when "no" was about other words, or came without its ref', async () => {
    const { safety } = fixed(asking);
    for (const answered of [{ checkIn: 'no', checkInRef: 'ref-b' }, { checkIn: 'no' }, {}] as const)
      expect(await screenText(safety, 'words', answered)).toEqual({
        go: false,
        reply: asking.reply,
      });
  });

  it('never lets "no" past crisis', async () => {
    const crisis = { tier: 'crisis', reply: care('mood', 'rule') } as const;
    const { safety } = fixed(crisis);
    expect(await screenText(safety, 'words', { checkIn: 'no', checkInRef: 'ref-a' })).toEqual({
      go: false,
      reply: crisis.reply,
    });
  });

  it('gives crisis care after "yes" or "rather_not_say", worded for where it is', async () => {
    const { safety } = fixed(asking);
    expect(await screenText(safety, 'words', { checkIn: 'yes' })).toEqual({
      go: false,
      reply: care('mood', 'yes', 'abuse'),
    });
    const none = fixed({ tier: 'none' }).safety;
    expect(
      await screenDialogue(none, { earlier: ['m'], latest: 'a' }, { checkIn: 'rather_not_say' }),
    ).toEqual({ go: false, reply: care('chat', 'rather_not_say', 'suicide') });
  });

  it('opens the reply with thanks only after "no"', () => {
    expect(withThanks(true, 'The fox rests.')).toBe(
      'Thank you for telling me, and for letting me ask. The fox rests.',
    );
    expect(withThanks(false, 'The fox rests.')).toBe('The fox rests.');
  });
});
