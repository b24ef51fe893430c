import { describe, expect, it } from 'vitest';
import { scrubReport, scrubUrl } from './error-report';

const MOOD = 'I feel so alone since my sister moved away and nobody calls';
const STORY = 'Once upon a time a small fox crossed the frozen river alone';

/** Everything a careless error report could carry. */
const dirty = {
  errorType: 'api_error' as const,
  message: `Failed to parse {"mood":"${MOOD}","format":"fable"} for wren@example.com: Unexpected "${STORY}" token=abcdef0123456789abcdef0123456789 password=hunter2hunter2 Authorization: Bearer sk_live_51HxYzAbCdEf whsec_abc123def456 postgres://app:pw@db:5432/lantern`,
  url: 'https://lanterntales.app/reset-password/8f14e45fceea167a5a36dedd4bea2543?email=wren%40example.com#token=xyz',
  stack: [
    `Error: ${MOOD}`,
    '    at parseStory (https://lanterntales.app/assets/app-abc123.js?token=secret123:10:5)',
    `    at handle (https://lanterntales.app/journey?mood=${encodeURIComponent(MOOD)}:1:1)`,
    '    at async fetchStory (https://lanterntales.app/assets/app-abc123.js:22:9)',
  ].join('\n'),
};

describe('error reports are scrubbed before they are stored', () => {
  const report = scrubReport(dirty);
  const stored = JSON.stringify(report);

  it('keeps no journey content, token, secret, password, address or connection string', () => {
    for (const leak of [
      'alone',
      'sister',
      'fox',
      'frozen river',
      'wren',
      'example.com',
      'hunter2',
      'sk_live',
      'whsec_',
      '8f14e45fceea167a5a36dedd4bea2543',
      'abcdef0123456789',
      'secret123',
      'pw@db',
      'xyz',
    ])
      expect(stored, leak).not.toContain(leak);
  });

  it('keeps the shape of the failure: type, what failed, the page path and the frames', () => {
    expect(report.errorType).toBe('api_error');
    expect(report.message).toMatch(/^Failed to parse/);
    expect(report.url).toBe('https://lanterntales.app/reset-password/:id');
    expect(report.stack?.split('\n')).toEqual([
      'at parseStory (https://lanterntales.app/assets/app-abc123.js:10:5)',
      'at handle (https://lanterntales.app/journey:1:1)',
      'at async fetchStory (https://lanterntales.app/assets/app-abc123.js:22:9)',
    ]);
  });

  it('groups repeats: the same error with other numbers has the same group key', () => {
    const a = scrubReport({
      errorType: 'api_error',
      message: 'GET /api/story failed: 503 after 1200 ms',
    });
    const b = scrubReport({
      errorType: 'api_error',
      message: 'GET /api/story failed: 502 after 40 ms',
    });
    const c = scrubReport({
      errorType: 'javascript_error',
      message: 'GET /api/story failed: 503 after 1200 ms',
    });
    expect(a.groupKey).toBe(b.groupKey);
    expect(a.groupKey).not.toBe(c.groupKey);
  });

  it('caps long messages and drops what is not a frame or an address', () => {
    const long = scrubReport({
      errorType: 'react_error',
      message: 'x '.repeat(2000),
      stack: 'no frames here',
    });
    expect(long.message.length).toBeLessThanOrEqual(500);
    expect(long.stack).toBeNull();
    expect(scrubUrl('not a url at all ::')).toBe('/:id');
    expect(scrubUrl(undefined)).toBeNull();
  });
});
