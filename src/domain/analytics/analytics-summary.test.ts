import { describe, expect, it } from 'vitest';
import { HERO_MESSAGE_IDS } from './analytics-event';
import { conversionRate, summarize, type RollupRow } from './analytics-summary';

const row = (overrides: Partial<RollupRow>): RollupRow => ({
  hour: new Date('2026-11-27T09:00:00Z'),
  hourOfDay: 9,
  messageId: 'gentle-1',
  eventType: 'impression',
  device: 'desktop',
  buttonId: '',
  count: 1,
  ...overrides,
});

describe('the analytics summary', () => {
  it('is all zeros, with every hero message listed, when nothing happened', () => {
    const summary = summarize([]);
    expect(summary).toMatchObject({ totalEvents: 0, impressionEvents: 0, clickEvents: 0 });
    expect(Object.keys(summary.byHeroMessage)).toEqual(HERO_MESSAGE_IDS);
    expect(summary.byDevice).toEqual({ mobile: 0, tablet: 0, desktop: 0 });
    expect(summary.byTimeOfDay).toEqual({ morning: 0, afternoon: 0, evening: 0, night: 0 });
  });

  it('adds up impressions and clicks per message, device and admin time-of-day bucket', () => {
    const summary = summarize([
      row({ count: 3 }),
      row({ eventType: 'click', buttonId: 'hero-begin-journey', count: 1 }),
      row({ device: 'mobile', hourOfDay: 5, count: 5 }),
      row({ messageId: 'curious-1', device: 'tablet', hourOfDay: 18, count: 2 }),
      row({ messageId: 'curious-1', eventType: 'click', hourOfDay: 12, count: 1 }),
    ]);
    expect(summary).toMatchObject({ totalEvents: 12, impressionEvents: 10, clickEvents: 2 });
    expect(summary.byHeroMessage['gentle-1']).toEqual({
      impressions: 8,
      clicks: 1,
      conversionRate: 12.5,
    });
    expect(summary.byHeroMessage['curious-1']).toEqual({
      impressions: 2,
      clicks: 1,
      conversionRate: 50,
    });
    expect(summary.byDevice).toEqual({ mobile: 5, tablet: 2, desktop: 5 });
    expect(summary.byTimeOfDay).toEqual({ morning: 4, afternoon: 1, evening: 2, night: 5 });
  });

  it('gives conversion as clicks / impressions × 100 to 2 decimals, 0 without impressions', () => {
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(conversionRate(5, 0)).toBe(0);
  });
});
