import { describe, expect, it } from 'vitest';
import { StorytellerError, type Storyteller } from '../../app/story/storyteller.port';
import { meteredStoryteller } from './metered-ai';
import { createMetrics } from './metrics-registry';

const failing = (failure: 'timeout' | 'rate_limited'): Storyteller => ({
  moodResponse: () => Promise.reject(new StorytellerError(failure)),
  initialReflection: () => Promise.reject(new Error('boom')),
  followUp: () => Promise.reject(new StorytellerError(failure)),
  groundingTools: () => Promise.reject(new StorytellerError(failure)),
  async *story() {
    yield { text: 'Once ' } as never;
    yield { text: 'upon a time' } as never;
  },
});

async function count(metrics: ReturnType<typeof createMetrics>, labels: string): Promise<number> {
  const text = await metrics.registry.getSingleMetricAsString('ai_calls_total');
  return Number(new RegExp(`\\{${labels}\\} (\\d+)`).exec(text)?.[1] ?? 0);
}

describe('meteredStoryteller', () => {
  it('counts each failure by its kind and passes the error on unchanged', async () => {
    const metrics = createMetrics();
    const storyteller = meteredStoryteller(failing('timeout'), 'openai', metrics);
    await expect(storyteller.moodResponse({ mood: 'x' } as never)).rejects.toThrow(
      StorytellerError,
    );
    await expect(storyteller.initialReflection({} as never)).rejects.toThrow('boom');
    expect(await count(metrics, 'provider="openai",operation="mood",outcome="timeout"')).toBe(1);
    expect(
      await count(metrics, 'provider="openai",operation="initial_reflection",outcome="error"'),
    ).toBe(1);
  });

  it('counts a story read to the end as ok, and one left early as cancelled', async () => {
    const metrics = createMetrics();
    const storyteller = meteredStoryteller(failing('timeout'), 'offline', metrics);
    const chunks: unknown[] = [];
    for await (const chunk of storyteller.story({} as never)) chunks.push(chunk);
    expect(chunks).toHaveLength(2);
    for await (const _ of storyteller.story({} as never)) break;
    expect(await count(metrics, 'provider="offline",operation="story",outcome="ok"')).toBe(1);
    expect(await count(metrics, 'provider="offline",operation="story",outcome="cancelled"')).toBe(
      1,
    );
  });
});
