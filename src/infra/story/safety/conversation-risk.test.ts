import { describe, expect, it } from 'vitest';
import { assessConversation, BUILDING_RISK_REASON, cumulativeScore } from './conversation-risk';
import { detectCrisis } from './crisis-detector';

describe('conversation risk', () => {
  it('flags when moderate signs build up across answers that each pass alone', () => {
    const dialogue = [
      'I have been feeling low',
      'things never get better for me',
      'i feel like such a waste of space',
      "I'm just so tired of everything",
    ];
    for (const text of dialogue) expect(detectCrisis(text).flagged, text).toBe(false);
    expect(assessConversation(dialogue)).toEqual({
      flagged: true,
      category: 'suicide',
      reason: BUILDING_RISK_REASON,
    });
    // The same answers one at a time do not add up.
    expect(assessConversation(dialogue.slice(0, 2)).flagged).toBe(false);
  });

  it('flags any single flagged text, early or late in the dialogue', () => {
    expect(
      assessConversation(['tired', 'my dad hits me when he drinks', 'the story was nice']),
    ).toMatchObject({ flagged: true, category: 'abuse' });
  });

  it('does not add up one sad theme repeated, or ordinary answers', () => {
    expect(assessConversation(['lonely', 'i feel so alone', 'no one understands me']).flagged).toBe(
      false,
    );
    expect(
      assessConversation([
        'stressed about exams',
        'this commute is murder',
        'my laptop battery died',
        "i'm so done with this week",
        'the fox reminded me to rest',
      ]).flagged,
    ).toBe(false);
  });

  it('reads only the recent answers together', () => {
    const early = ['i feel hopeless', 'i feel trapped', 'nobody cares'];
    const later = Array.from({ length: 6 }, (_, i) => `the story made me think of my garden ${i}`);
    expect(assessConversation(early).flagged).toBe(true);
    expect(assessConversation([...early, ...later]).flagged).toBe(false);
  });

  it('counts each kind of sign at most twice', () => {
    const hopeless = [{ kind: 'hopelessness' as const, weight: 0.5 }];
    expect(cumulativeScore([hopeless, hopeless, hopeless, hopeless])).toBe(1);
  });

  it('ignores empty texts', () => {
    expect(assessConversation(['', '  '])).toEqual({ flagged: false });
  });
});
