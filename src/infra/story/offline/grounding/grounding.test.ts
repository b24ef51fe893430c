import { describe, expect, it } from 'vitest';
import { THEME_IDS } from './themes';
import { AFFIRMATIONS } from './affirmations.data';
import { BREATHING, BREATHING_FOR } from './breathing.data';
import { AFFIRMATION_COUNT, chooseGroundingTools } from './grounding';
import { QUOTES } from './quotes.data';

const REQUEST = {
  mood: "I feel stuck and tired, like I'm walking through fog at work",
  storyFormat: 'fable' as const,
  storyTitle: 'The Tortoise and the Fog',
};

describe('grounding content', () => {
  it('has at least 30 distinct, attributed quotations, each fitting some theme', () => {
    expect(QUOTES.length).toBeGreaterThanOrEqual(30);
    expect(new Set(QUOTES.map((q) => q.text)).size).toBe(QUOTES.length);
    expect(new Set(QUOTES.map((q) => q.author)).size).toBeGreaterThanOrEqual(20);
    for (const quote of QUOTES) {
      expect(quote.text.trim().length).toBeGreaterThan(10);
      expect(quote.author.trim().length).toBeGreaterThan(2);
      expect(quote.themes.length).toBeGreaterThan(0);
    }
    for (const theme of THEME_IDS) {
      expect(
        QUOTES.some((q) => q.themes.includes(theme)),
        theme,
      ).toBe(true);
      expect(AFFIRMATIONS[theme].length, theme).toBeGreaterThanOrEqual(AFFIRMATION_COUNT);
      expect(BREATHING_FOR[theme].length, theme).toBeGreaterThan(0);
    }
  });

  it('times breathing exercises as their names say', () => {
    const durations = (id: keyof typeof BREATHING) =>
      BREATHING[id].steps
        .filter((s) => s.name !== 'Settle' && s.name !== 'Notice')
        .map((s) => s.duration);
    expect(durations('box').slice(0, 4)).toEqual([4, 4, 4, 4]);
    expect(durations('four-seven-eight').slice(0, 3)).toEqual([4, 7, 8]);
    expect(durations('coherent').slice(0, 2)).toEqual([5, 5]);
    for (const exercise of Object.values(BREATHING)) {
      expect(exercise.title).toBeTruthy();
      expect(exercise.description).toBeTruthy();
      const total = exercise.steps.reduce((sum, s) => sum + s.duration, 0);
      expect(total).toBeGreaterThanOrEqual(40);
      expect(total).toBeLessThanOrEqual(120);
      for (const step of exercise.steps) {
        expect(step.name).toBeTruthy();
        expect(step.instruction).toBeTruthy();
        expect(Number.isInteger(step.duration) && step.duration > 0).toBe(true);
      }
    }
  });
});

describe('choosing grounding tools', () => {
  it('answers in the shape of SPEC.md section 3', () => {
    const tools = chooseGroundingTools(REQUEST);
    expect(Object.keys(tools).sort()).toEqual([
      'affirmations',
      'breathingExercise',
      'quote',
      'quoteAuthor',
    ]);
    expect(typeof tools.quote).toBe('string');
    expect(typeof tools.quoteAuthor).toBe('string');
    expect(tools.affirmations).toHaveLength(AFFIRMATION_COUNT);
    expect(new Set(tools.affirmations).size).toBe(AFFIRMATION_COUNT);
    expect(Object.keys(tools.breathingExercise).sort()).toEqual(['description', 'steps', 'title']);
    for (const step of tools.breathingExercise.steps) {
      expect(Object.keys(step).sort()).toEqual(['duration', 'instruction', 'name']);
    }
  });

  it('fits the mood, and the last reflection when given', () => {
    const tools = chooseGroundingTools(REQUEST);
    const quote = QUOTES.find((q) => q.text === tools.quote);
    expect(quote?.author).toBe(tools.quoteAuthor);
    expect(quote?.themes).toContain('stuck');
    expect(
      tools.affirmations.filter((a) => AFFIRMATIONS.stuck.includes(a)).length,
    ).toBeGreaterThanOrEqual(2);
    const anxious = chooseGroundingTools({
      ...REQUEST,
      mood: 'so anxious I cannot breathe properly',
    });
    expect(BREATHING_FOR.anxious.map((id) => BREATHING[id].title)).toContain(
      anxious.breathingExercise.title,
    );
    const withAnswer = chooseGroundingTools({
      ...REQUEST,
      lastReflection: 'Honestly I feel so lonely at work',
    });
    expect(withAnswer.affirmations.some((a) => AFFIRMATIONS.lonely.includes(a))).toBe(true);
  });

  it('is deterministic, and returns copies that callers may change', () => {
    const first = chooseGroundingTools(REQUEST);
    expect(chooseGroundingTools(REQUEST)).toEqual(first);
    first.breathingExercise.steps[0]!.duration = 999;
    expect(chooseGroundingTools(REQUEST).breathingExercise.steps[0]!.duration).not.toBe(999);
  });
});
