import { describe, expect, it } from 'vitest';
import { assessConversation, BUILDING_RISK_REASON, cumulativeScore } from './conversation-risk';
import { detectCrisis } from './crisis-detector';

/** The dialogue as a follow-up sends it: every text before the newest, and the newest. */
const dialogue = (texts: readonly string[]) => ({
  earlier: texts.slice(0, -1),
  latest: texts[texts.length - 1],
});

describe('conversation risk', () => {
  it('asks (a check-in) when moderate signs build up across answers that each pass alone', () => {
    const texts = [
      'I have been feeling low',
      'things never get better for me',
      'i feel like such a waste of space',
      "I'm just so tired of everything",
    ];
    for (const text of texts) expect(detectCrisis(text).flagged, text).toBe(false);
    expect(assessConversation(dialogue(texts))).toEqual({
      flagged: true,
      category: 'suicide',
      reason: BUILDING_RISK_REASON,
      tier: 'check-in',
    });
    // The same answers one at a time do not add up.
    expect(assessConversation(dialogue(texts.slice(0, 2))).flagged).toBe(false);
  });

  it('counts the build-up only when the newest text adds a sign to it', () => {
    const signs = ['i feel hopeless', 'i feel trapped', 'nobody cares'];
    expect(assessConversation(dialogue(signs)).flagged).toBe(true);
    // After a check-in answered "no", a calm answer goes on; another sign asks again.
    expect(assessConversation({ earlier: signs, latest: 'the fox was kind' }).flagged).toBe(false);
    expect(assessConversation({ earlier: signs }).flagged).toBe(false);
    expect(
      assessConversation({ earlier: signs, latest: "I'm just so tired of everything" }).tier,
    ).toBe('check-in');
  });

  it('flags explicit risk in any text, early or late in the dialogue, as crisis', () => {
    expect(
      assessConversation({
        earlier: ['tired', 'my dad hits me when he drinks'],
        latest: 'the story was nice',
      }),
    ).toMatchObject({ flagged: true, category: 'abuse', tier: 'crisis' });
    expect(
      assessConversation({ earlier: ['tired'], latest: "i've been saving up my sleeping pills" }),
    ).toMatchObject({ flagged: true, category: 'suicide', tier: 'crisis' });
    // Texts screened before are read again for crisis, even without a newest text.
    expect(
      assessConversation({ earlier: ['tired', 'my dad hits me when he drinks'] }),
    ).toMatchObject({ tier: 'crisis' });
  });

  it('asks about an uncertain newest text, not again about one screened before', () => {
    expect(
      assessConversation({ earlier: ['tired'], latest: 'everyone would be better off without me' }),
    ).toMatchObject({ flagged: true, tier: 'check-in' });
    // Its check-in was asked when it was new; explicit risk in it would still be crisis.
    expect(
      assessConversation({
        earlier: ['tired', 'everyone would be better off without me'],
        latest: 'the heron waited',
      }),
    ).toEqual({ flagged: false });
  });

  it('does not add up one sad theme repeated, or ordinary answers', () => {
    expect(
      assessConversation(dialogue(['lonely', 'i feel so alone', 'no one understands me'])).flagged,
    ).toBe(false);
    expect(
      assessConversation(
        dialogue([
          'stressed about exams',
          'this commute is murder',
          'my laptop battery died',
          "i'm so done with this week",
          'the fox reminded me to rest',
        ]),
      ).flagged,
    ).toBe(false);
  });

  it('reads only the recent answers together', () => {
    const early = ['i feel hopeless', 'i feel trapped'];
    const later = Array.from({ length: 6 }, (_, i) => `the story made me think of my garden ${i}`);
    expect(assessConversation(dialogue([...early, 'nobody cares'])).flagged).toBe(true);
    expect(assessConversation(dialogue([...early, ...later, 'nobody cares'])).flagged).toBe(false);
  });

  it('counts each kind of sign at most twice', () => {
    const hopeless = [{ kind: 'hopelessness' as const, weight: 0.5 }];
    expect(cumulativeScore([hopeless, hopeless, hopeless, hopeless])).toBe(1);
  });

  it('ignores empty texts', () => {
    expect(assessConversation({ earlier: ['', '  '], latest: ' ' })).toEqual({ flagged: false });
  });
});
