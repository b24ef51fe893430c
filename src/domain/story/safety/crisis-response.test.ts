import { describe, expect, it } from 'vitest';
import { composeCrisisResponse, EMERGENCY_LINE } from './crisis-response';
import { parseCrisisResources } from './crisis-resources';

describe('crisis response', () => {
  it('is warm, lists the default lines, names emergency services and offers grounding', () => {
    const reply = composeCrisisResponse({ category: 'suicide' });
    expect(reply.response).toMatch(/glad you told me/);
    expect(reply.response).toContain('US: 988 Suicide & Crisis Lifeline (call or text 988)');
    expect(reply.response).toContain('116 123');
    expect(reply.response).toContain('findahelpline.com');
    expect(reply.response).toContain(EMERGENCY_LINE);
    expect(reply.response).toMatch(/breathing exercise/);
    expect(reply.offerGrounding).toBe(true);
    expect(reply.category).toBe('suicide');
    expect(reply.resources.map((r) => r.region)).toEqual(['US', 'UK & Ireland', 'Anywhere else']);
  });

  it('speaks to abuse differently and adds the lines meant for it', () => {
    const reply = composeCrisisResponse({ category: 'abuse' });
    expect(reply.response).toMatch(/not your fault/);
    expect(reply.response).toContain('1-800-799-7233');
    expect(reply.response).toContain('0808 2000 247');
  });

  it('uses the configured lines instead of the defaults', () => {
    const resources = parseCrisisResources('Canada:Call or text 9-8-8;Anywhere:findahelpline.com');
    const reply = composeCrisisResponse({ category: 'self_harm', resources });
    expect(reply.response).toContain('• Canada: Call or text 9-8-8');
    expect(reply.response).not.toContain('Samaritans');
    expect(reply.response).toContain(EMERGENCY_LINE);
  });

  it('makes no story and carries nothing of what the person wrote', () => {
    const reply = composeCrisisResponse({});
    expect(reply.response).toMatch(/will not write a story/);
    expect(reply.category).toBeUndefined();
  });

  it('in the chat, where the story already exists, never speaks of not writing one', () => {
    for (const category of ['suicide', 'self_harm', 'abuse', undefined] as const) {
      const reply = composeCrisisResponse({ category, where: 'chat' });
      expect(reply.response).not.toMatch(/story/i);
      expect(reply.response).toMatch(/set the questions aside/);
      expect(reply.response).toContain(EMERGENCY_LINE);
      expect(reply.offerGrounding).toBe(true);
    }
  });

  it('after "I\'d rather not say" opens without assuming an answer', () => {
    const reply = composeCrisisResponse({ category: 'suicide', ratherNotSay: true });
    expect(reply.response).toMatch(/^That is completely okay; you do not have to say/);
    expect(reply.response).toContain('988');
  });
});
