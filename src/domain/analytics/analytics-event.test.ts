import { describe, expect, it } from 'vitest';
import { deviceForWidth, summaryBucketForHour, timeOfDayForHour } from './analytics-event';

describe('the analytics event rules (SPEC.md section 9)', () => {
  it('classes devices by window width: under 768 mobile, under 1024 tablet, else desktop', () => {
    expect([0, 767, 768, 1023, 1024, 2560].map(deviceForWidth)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });

  it("names the visitor's time of day: 5-12 morning, 12-17 afternoon, 17-22 evening, else night", () => {
    const hours = Array.from({ length: 24 }, (_, hour) => timeOfDayForHour(hour));
    expect(hours.slice(0, 5)).toEqual(Array(5).fill('night'));
    expect(hours.slice(5, 12)).toEqual(Array(7).fill('morning'));
    expect(hours.slice(12, 17)).toEqual(Array(5).fill('afternoon'));
    expect(hours.slice(17, 22)).toEqual(Array(5).fill('evening'));
    expect(hours.slice(22)).toEqual(['night', 'night']);
  });

  it('buckets the admin summary: morning 6-11, afternoon 12-17, evening 18-23, night 0-5', () => {
    const hours = Array.from({ length: 24 }, (_, hour) => summaryBucketForHour(hour));
    expect(hours.slice(0, 6)).toEqual(Array(6).fill('night'));
    expect(hours.slice(6, 12)).toEqual(Array(6).fill('morning'));
    expect(hours.slice(12, 18)).toEqual(Array(6).fill('afternoon'));
    expect(hours.slice(18)).toEqual(Array(6).fill('evening'));
  });
});
