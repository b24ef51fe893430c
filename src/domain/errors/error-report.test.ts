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

// Issue 34: a word someone typed is what they typed, even alone in quotes (JSON.parse of a mood
// says `"sad" is not valid JSON`); quoted code (a property, a path, a character of syntax) stays.
describe('single typed words', () => {
  it.each([
    [
      'JSON.parse of one word',
      `SyntaxError: Unexpected token 's', "sad" is not valid JSON`,
      ['sad'],
    ],
    ['a quoted word', "Failed to save answer 'heartbroken'", ['heartbroken']],
    ['curly quotes', 'Could not read “lonely” here', ['lonely']],
    ['a capitalised word', 'Unknown format "Grief"', ['Grief']],
    ['a word with a full stop', 'Unexpected "tired." in input', ['tired']],
  ])('removes %s', (_, message, leaks) => {
    const { message: stored } = scrubReport({ errorType: 'javascript_error', message });
    for (const leak of leaks) expect(stored, leak).not.toContain(leak);
  });

  it('keeps quoted code: properties, paths, syntax', () => {
    const kept = (message: string) =>
      scrubReport({ errorType: 'javascript_error', message }).message;
    expect(kept("TypeError: Cannot read properties of undefined (reading 'innerHTML')")).toBe(
      "TypeError: Cannot read properties of undefined (reading 'innerHTML')",
    );
    expect(kept(`SyntaxError: Unexpected token '<', "<!doctype "... is not valid JSON`)).toContain(
      "Unexpected token '<'",
    );
    expect(kept('Cannot find module "./story.page.tsx"')).toContain('"./story.page.tsx"');
    expect(kept("Failed to fetch '/api/story'")).toContain("'/api/story'");
    expect(kept("x is not a function (reading 'user.profile')")).toContain("'user.profile'");
    expect(kept("Property 'journey_count' is missing")).toContain("'journey_count'");
  });
});

/** No half of a surrogate pair (String.prototype.isWellFormed, without ES2024 in tsconfig). */
const wellFormed = (text: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text);

describe('text the database cannot hold', () => {
  it('drops NULs and control characters and mends lone surrogates, also where a cap cuts', () => {
    const report = scrubReport({
      errorType: 'javascript_error',
      message: `TypeError: bad \u0000 byte, half \ud83d pair, low \udc00 half`,
      url: 'http://127.0.0.1/journey\ud800',
      stack:
        'Error\n    at f\u0000 (http://127.0.0.1/assets/app.js:1:2)\n    at g\udfff (x.js:3:4)',
    });
    const stored = JSON.stringify(report);
    expect(stored).not.toMatch(/\\u0000/);
    expect(report.message).toBe('TypeError: bad byte, half \ufffd pair, low \ufffd half');
    expect(report.stack).toBe('at f (http://127.0.0.1/assets/app.js:1:2)\nat g\ufffd (x.js:3:4)');
    for (const text of [report.message, report.url!, report.stack!])
      expect(wellFormed(text), text).toBe(true);
    const capped = scrubReport({
      errorType: 'javascript_error',
      message: `${'.'.repeat(498)}🙂🙂`,
    }).message;
    expect(wellFormed(capped)).toBe(true);
    expect(capped.length).toBeLessThanOrEqual(500);
  });
});
