import { describe, expect, it } from 'vitest';
import { normaliseForSafety } from '../safety-text';
import { detectCrisis } from '../crisis-detector';
import { screenWithRules } from '../rule-screen';
import { MODEL_REASON, modelAssessment } from './crisis-model';

const assess = (text: string) => modelAssessment(normaliseForSafety(text));

describe('crisis model verdict', () => {
  it('flags clear crisis language with a category and a fixed reason', () => {
    expect(assess('i am going to end my life')).toMatchObject({
      flagged: true,
      category: 'suicide',
      reason: MODEL_REASON,
    });
    expect(assess('i keep cutting my arms')).toMatchObject({
      flagged: true,
      category: 'self_harm',
    });
    expect(assess('my dad punches me')).toMatchObject({ flagged: true, category: 'abuse' });
  });

  it('hears a phrasing no rule was written for', () => {
    expect(screenWithRules(normaliseForSafety('i want to stop waking up')).assessment.flagged).toBe(
      false,
    );
    expect(detectCrisis('i want to stop waking up').flagged).toBe(true);
    expect(assess('i want to stop waking up')).toMatchObject({
      flagged: true,
      category: 'suicide',
    });
  });

  it('defers to the rules where they read their words as an everyday use', () => {
    expect(assess("I'd rather die than sing karaoke")).toEqual({ flagged: false });
    expect(assess("I'm not suicidal, just sad")).toEqual({ flagged: false });
  });

  it('leaves plain sad moods alone and never quotes the text', () => {
    expect(assess('I have been feeling low')).toEqual({ flagged: false });
    const result = assess('Zorblax says i want to end my life');
    expect(JSON.stringify(result)).not.toMatch(/zorblax/i);
  });
});
