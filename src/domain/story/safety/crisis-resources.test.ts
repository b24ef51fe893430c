import { describe, expect, it } from 'vitest';
import {
  CrisisResourcesError,
  DEFAULT_CRISIS_RESOURCES,
  parseCrisisResources,
  resolveCrisisResources,
  resourcesFor,
} from './crisis-resources';

describe('crisis resources', () => {
  it('defaults to 988 in the US, Samaritans in the UK and Ireland, and findahelpline.com', () => {
    const text = DEFAULT_CRISIS_RESOURCES.map((r) => `${r.region}: ${r.line}`).join('\n');
    expect(text).toContain('US: 988 Suicide & Crisis Lifeline (call or text 988)');
    expect(text).toMatch(/UK & Ireland: Samaritans.*116 123/);
    expect(text).toContain('findahelpline.com');
    expect(resolveCrisisResources(undefined)).toEqual(DEFAULT_CRISIS_RESOURCES);
    expect(resolveCrisisResources('   ')).toEqual(DEFAULT_CRISIS_RESOURCES);
  });

  it('parses the CRISIS_RESOURCES setting', () => {
    expect(
      parseCrisisResources(
        'US:988 Suicide & Crisis Lifeline (call or text 988);UK & Ireland:Samaritans 116 123',
      ),
    ).toEqual([
      { region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' },
      { region: 'UK & Ireland', line: 'Samaritans 116 123' },
    ]);
  });

  it('splits at the first colon, trims, skips empty entries and accepts new lines', () => {
    expect(
      parseCrisisResources(
        ' Anywhere : https://findahelpline.com ;;\n Canada:Call or text 9-8-8 ;',
      ),
    ).toEqual([
      { region: 'Anywhere', line: 'https://findahelpline.com' },
      { region: 'Canada', line: 'Call or text 9-8-8' },
    ]);
  });

  it('accepts a crisis-kind tag', () => {
    expect(
      parseCrisisResources(
        '[abuse] UK:Refuge 0808 2000 247;[suicide, self_harm]Australia:Lifeline 13 11 14',
      ),
    ).toEqual([
      { region: 'UK', line: 'Refuge 0808 2000 247', categories: ['abuse'] },
      { region: 'Australia', line: 'Lifeline 13 11 14', categories: ['suicide', 'self_harm'] },
    ]);
  });

  it('rejects a bad setting with a message naming the entry', () => {
    expect(() => parseCrisisResources('')).toThrow(CrisisResourcesError);
    expect(() => parseCrisisResources('US:988;Samaritans 116 123')).toThrow(
      /entry 2: expected "Region:line"/,
    );
    expect(() => parseCrisisResources(':988')).toThrow(/entry 1: the region/);
    expect(() => parseCrisisResources('US:  ')).toThrow(/entry 1: the line/);
    expect(() => parseCrisisResources('[violence] US:988')).toThrow(
      /unknown crisis kind "violence"/,
    );
    expect(() => parseCrisisResources(`US:${'x'.repeat(201)}`)).toThrow(/longer than 200/);
    expect(() => parseCrisisResources(Array.from({ length: 21 }, () => 'A:b').join(';'))).toThrow(
      /too many entries/,
    );
  });

  it('shows lines meant for a kind of crisis first, and hides them from others', () => {
    const abuse = resourcesFor('abuse', DEFAULT_CRISIS_RESOURCES);
    expect(abuse[0]?.line).toContain('Domestic Violence Hotline');
    expect(abuse.some((r) => r.line.includes('988'))).toBe(true);
    const suicide = resourcesFor('suicide', DEFAULT_CRISIS_RESOURCES);
    expect(suicide.some((r) => r.categories?.includes('abuse'))).toBe(false);
    expect(suicide[0]?.line).toContain('988');
  });
});
