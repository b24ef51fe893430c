import { describe, expect, it } from 'vitest';
import { detectCrisis } from './crisis-detector';
import { CRISIS_MOODS, ORDINARY_MOODS } from './crisis-test-set';

describe('crisis detector: the labelled test set', () => {
  it('has at least 60 crisis phrasings and 60 ordinary moods', () => {
    expect(CRISIS_MOODS.length).toBeGreaterThanOrEqual(60);
    expect(ORDINARY_MOODS.length).toBeGreaterThanOrEqual(60);
    for (const category of ['suicide', 'self_harm', 'abuse'] as const) {
      expect(CRISIS_MOODS.filter((m) => m.category === category).length).toBeGreaterThanOrEqual(12);
    }
  });

  it('finds at least 95% of crisis phrasings and flags at most 5% of ordinary moods', () => {
    const missed = CRISIS_MOODS.filter((m) => !detectCrisis(m.text).flagged);
    const wrongKind = CRISIS_MOODS.filter((m) => {
      const result = detectCrisis(m.text);
      return result.flagged && result.category !== m.category;
    });
    const falseAlarms = ORDINARY_MOODS.filter((text) => detectCrisis(text).flagged);
    const recall = 1 - missed.length / CRISIS_MOODS.length;
    const falsePositiveRate = falseAlarms.length / ORDINARY_MOODS.length;
    // Figures only (the sets are fixtures, not journeys).
    console.log(
      `crisis detector: recall ${(recall * 100).toFixed(1)}% (${CRISIS_MOODS.length - missed.length}/${CRISIS_MOODS.length}), ` +
        `false-positive rate ${(falsePositiveRate * 100).toFixed(1)}% (${falseAlarms.length}/${ORDINARY_MOODS.length}), ` +
        `category agreement ${(((CRISIS_MOODS.length - missed.length - wrongKind.length) / CRISIS_MOODS.length) * 100).toFixed(1)}%`,
    );
    expect(recall, `missed: ${missed.map((m) => m.text).join(' | ')}`).toBeGreaterThanOrEqual(0.95);
    expect(falsePositiveRate, `false alarms: ${falseAlarms.join(' | ')}`).toBeLessThanOrEqual(0.05);
  });
});

describe('crisis detector: behaviour', () => {
  it('catches indirect phrasing, with the right category', () => {
    expect(detectCrisis("I don't want to wake up tomorrow")).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
    expect(detectCrisis('everyone would be better off without me')).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
    expect(detectCrisis("I've been hurting myself again")).toMatchObject({
      flagged: true,
      category: 'self_harm',
    });
    expect(detectCrisis("he hits me when he's drunk")).toMatchObject({
      flagged: true,
      category: 'abuse',
    });
  });

  it('ignores figurative language', () => {
    for (const text of [
      'this traffic is killing me',
      'I could kill for a coffee',
      'my phone died',
      "I'm dying to see the movie",
      'she beat me at chess',
      'my ex hit me up',
      'I want to end things with my boyfriend',
    ]) {
      expect(detectCrisis(text), text).toEqual({ flagged: false });
    }
  });

  it('respects plain negation, but not "can\'t stop"', () => {
    expect(detectCrisis("I'm not suicidal, just sad").flagged).toBe(false);
    expect(detectCrisis('I would never hurt myself').flagged).toBe(false);
    expect(detectCrisis("I don't want to die").flagged).toBe(false);
    expect(detectCrisis("I can't stop hurting myself").flagged).toBe(true);
    expect(detectCrisis("I'm not okay. I want to die.").flagged).toBe(true);
  });

  it('reads curly apostrophes, shorthand and capitals', () => {
    expect(detectCrisis('I DON’T WANT TO BE ALIVE ANYMORE').flagged).toBe(true);
    expect(detectCrisis('idk, kms').flagged).toBe(true);
    expect(detectCrisis('i wanna die').flagged).toBe(true);
  });

  it('never puts the person’s words in its reason', () => {
    const text = 'Zorblax says I want to die';
    const result = detectCrisis(text);
    expect(result.flagged).toBe(true);
    expect(result.reason).toBeTruthy();
    expect(result.reason).not.toMatch(/zorblax/i);
  });

  it('handles empty and very long input', () => {
    expect(detectCrisis('')).toEqual({ flagged: false });
    expect(detectCrisis('so tired. '.repeat(2000)).flagged).toBe(false);
    expect(detectCrisis(`${'so tired. '.repeat(2000)}I want to die.`).flagged).toBe(true);
  });
});
