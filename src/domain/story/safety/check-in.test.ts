import { describe, expect, it } from 'vitest';
import {
  CHECK_IN_ACKNOWLEDGEMENT,
  CHECK_IN_CHOICES,
  composeCheckIn,
  settleCheckIn,
} from './check-in';
import { EMERGENCY_LINE } from './crisis-response';
import { parseCrisisResources } from './crisis-resources';

describe('check-in', () => {
  it('asks directly and warmly, with the three answers and the help lines', () => {
    const checkIn = composeCheckIn({ category: 'suicide' });
    expect(checkIn.response).toMatch(/^It sounds like you are carrying something really heavy/);
    expect(checkIn.question).toBe(
      'Are you having any thoughts of ending your life, or of hurting yourself?',
    );
    expect(checkIn.response).toContain(checkIn.question);
    expect(checkIn.response).toContain('• US: 988 Suicide & Crisis Lifeline (call or text 988)');
    expect(checkIn.response).toContain(EMERGENCY_LINE);
    expect(checkIn.answers).toEqual([
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, not like that' },
      { value: 'rather_not_say', label: "I'd rather not say" },
    ]);
    expect(checkIn.answers).toEqual(CHECK_IN_CHOICES);
    expect(checkIn.resources.map((r) => r.region)).toEqual(['US', 'UK & Ireland', 'Anywhere else']);
    expect(checkIn.response).not.toMatch(/story/i);
  });

  it('asks about safety, with the abuse lines first, for signs of abuse', () => {
    const checkIn = composeCheckIn({ category: 'abuse' });
    expect(checkIn.question).toBe('Is someone hurting you, or making you feel unsafe?');
    expect(checkIn.resources[0]?.line).toContain('Domestic Violence Hotline');
  });

  it('uses the configured lines', () => {
    const resources = parseCrisisResources('Canada:Call or text 9-8-8');
    expect(composeCheckIn({ resources }).response).toContain('• Canada: Call or text 9-8-8');
  });

  it('has a brief word of thanks for "no"', () => {
    expect(CHECK_IN_ACKNOWLEDGEMENT).toBe('Thank you for telling me, and for letting me ask.');
  });
});

describe('settling a check-in', () => {
  it('never lets "no" past explicit risk', () => {
    expect(settleCheckIn('crisis', 'no', true)).toBe('care');
    expect(settleCheckIn('crisis', undefined, false)).toBe('care');
  });

  it('gives crisis care after "yes" or "I\'d rather not say", whatever the words read', () => {
    for (const tier of ['none', 'check-in', 'crisis'] as const) {
      expect(settleCheckIn(tier, 'yes', false)).toBe('care');
      expect(settleCheckIn(tier, 'rather_not_say', true)).toBe('care');
    }
  });

  it('goes on after "no" about these words, with thanks; asks about other words', () => {
    expect(settleCheckIn('check-in', 'no', true)).toBe('go-on-with-thanks');
    expect(settleCheckIn('check-in', 'no', false)).toBe('ask');
    expect(settleCheckIn('check-in', undefined, false)).toBe('ask');
    expect(settleCheckIn('none', 'no', false)).toBe('go-on-with-thanks');
    expect(settleCheckIn('none', undefined, false)).toBe('go-on');
  });
});
