import { describe, expect, it } from 'vitest';
import { DEFAULT_CRISIS_RESOURCES } from '../../../domain/story/safety/crisis-resources';
import { helpLineLinks } from './help-line-links';

describe('help line links', () => {
  it('reads every way to reach the built-in lines', () => {
    expect(DEFAULT_CRISIS_RESOURCES.map((r) => helpLineLinks(r.line))).toEqual([
      [
        { label: 'Call 988', href: 'tel:988' },
        { label: 'Text 988', href: 'sms:988' },
      ],
      [{ label: 'Call 116 123', href: 'tel:116123' }],
      [
        { label: 'Call 1-800-799-7233', href: 'tel:18007997233' },
        { label: 'Text START to 88788', href: 'sms:88788?body=START' },
      ],
      [{ label: 'Call 0808 2000 247', href: 'tel:08082000247' }],
      [{ label: 'Visit findahelpline.com', href: 'https://findahelpline.com' }],
    ]);
  });

  it('gives none for words with no number or address', () => {
    expect(helpLineLinks('Talk to someone you trust')).toEqual([]);
  });
});
