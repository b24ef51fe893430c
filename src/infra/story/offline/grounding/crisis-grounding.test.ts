import { describe, expect, it } from 'vitest';
import { CRISIS_AFFIRMATIONS, crisisGroundingTools } from './crisis-grounding';

describe('crisis grounding tools', () => {
  it('are a full, calm set: a real quote, four affirmations and a timed breathing exercise', () => {
    const tools = crisisGroundingTools();
    expect(tools.quote).toMatch(/light/);
    expect(tools.quoteAuthor).toBe('Desmond Tutu');
    expect(tools.affirmations).toEqual(CRISIS_AFFIRMATIONS);
    expect(tools.breathingExercise.steps.length).toBeGreaterThan(3);
    for (const step of tools.breathingExercise.steps) expect(step.duration).toBeGreaterThan(0);
  });

  it('hands out copies, so a caller cannot change the next reply', () => {
    const first = crisisGroundingTools();
    first.affirmations.push('changed');
    first.breathingExercise.steps[0]!.duration = 999;
    const second = crisisGroundingTools();
    expect(second.affirmations).toEqual(CRISIS_AFFIRMATIONS);
    expect(second.breathingExercise.steps[0]!.duration).not.toBe(999);
  });
});
