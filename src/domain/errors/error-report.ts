// Error reports (SPEC.md section 3, "Error log"): what the browser or the server says went wrong.
// Before anything is stored, a report is scrubbed: nothing a person wrote (moods, stories,
// reflections, answers), no tokens, secrets, passwords or email addresses may survive it. We keep
// the shape of the failure (its type, a message with quoted text and values removed, stack frames
// without query strings, the page's path) and drop the rest. Pure: no I/O.
export const ERROR_TYPES = [
  'javascript_error',
  'api_error',
  'auth_error',
  'payment_error',
  'react_error',
  'unhandled_promise_rejection',
] as const;
export type ErrorType = (typeof ERROR_TYPES)[number];

export const ERROR_LIMITS = { message: 500, url: 300, stackFrames: 15, frame: 300 } as const;

export interface ErrorReportInput {
  errorType: ErrorType;
  message: string;
  url?: string | null;
  stack?: string | null;
}

export interface ScrubbedReport {
  errorType: ErrorType;
  message: string;
  url: string | null;
  stack: string | null;
  /** Same type, same message shape, same top frame: the same error (grouped and counted; the
   * app hashes it into the group's id). */
  groupKey: string;
}

const REMOVED = '[removed]';

/** Secrets and personal data that can appear anywhere, replaced wherever they are. */
const SECRETS: Array<[RegExp, string]> = [
  [/\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]+/g, '[secret]'],
  [/\bwhsec_[A-Za-z0-9_]+/g, '[secret]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [secret]'],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b(?:postgres(?:ql)?|esdb|smtps?|mysql|redis):\/\/[^\s'"`]+/gi, '[connection string]'],
  // Long random-looking runs: tokens, keys, ids that stand for a person.
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[token]'],
  [/\b[a-f0-9]{24,}\b/gi, '[token]'],
];

/** key=value and "key": "value" pairs whose value is personal or secret, whatever the key's case. */
const SENSITIVE_KEYS =
  'mood|story|storycontent|storytitle|title|content|reflection|reflections|reflectionanswer|answer|answers|dialogue|message|messages|text|prompt|password|newpassword|currentpassword|token|resettoken|secret|email|username|usernameoremail|recipient|cookie|authorization|apikey|api_key|key';
const SENSITIVE_PAIR = new RegExp(
  `(["']?)\\b(${SENSITIVE_KEYS})\\1(\\s*[:=]\\s*)("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|[^\\s,;&}]+)`,
  'gi',
);

const QUOTES: Record<string, string> = { '"': '"', "'": "'", '`': '`', '“': '”', '‘': '’' };
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);

/**
 * Quoted code is the shape of a failure: a property ('innerHTML', 'user.profile', 'journey_count'),
 * a path ('/api/story', "./story.page.tsx") or a character of syntax ('<'). A plain word is not
 * code: it is what someone typed (JSON.parse of a mood says `"sad" is not valid JSON`).
 */
function isQuotedCode(inner: string): boolean {
  if (!/\p{L}/u.test(inner)) return true; // no letters: syntax, numbers
  return (
    /[_$#/\\()[\]{}<>=+*&|%^~]/.test(inner) || // identifiers and paths
    /[\p{L}\p{N}][.:][\p{L}\p{N}]|^\./u.test(inner) || // a.b, node:fs, ./file
    /\p{N}/u.test(inner) || // chunk7, h1
    /\p{Ll}\p{Lu}/u.test(inner) // camelCase
  );
}

/**
 * Quoted text is what a person wrote, or could be: every quoted run is removed unless it is a
 * short piece of code (see isQuotedCode). Quotes pair up left to right; an apostrophe inside a
 * word is not a quote.
 */
function removeQuoted(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const close = QUOTES[char];
    const opens = close !== undefined && !(char === "'" && isWordChar(text[i - 1]));
    const end = opens ? text.indexOf(close, i + 1) : -1;
    if (end === -1) {
      out += char;
      continue;
    }
    const inner = text.slice(i + 1, end);
    out +=
      inner.length > 24 || /\s/.test(inner) || !isQuotedCode(inner)
        ? `${char}${REMOVED}${close}`
        : `${char}${inner}${close}`;
    i = end;
  }
  return out;
}

/** A run of plain words (a sentence someone wrote, unquoted) is removed too. */
const PROSE = /(?:\b[\p{L}][\p{L}'’-]*[\s,.;!?]+){7,}[\p{L}][\p{L}'’-]*/gu;

function scrubText(text: string): string {
  let out = text.replace(
    SENSITIVE_PAIR,
    (_m, q: string, key: string, sep: string) => `${q}${key}${q}${sep}${REMOVED}`,
  );
  out = removeQuoted(out);
  for (const [pattern, replacement] of SECRETS) out = out.replace(pattern, replacement);
  return out.replace(PROSE, '[text]');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** At most `max` characters; never cuts a surrogate pair in two (half of one cannot be stored). */
const clip = (text: string, max: number) => {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 2)) ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
};

/** A page or script address without its query, fragment, credentials or token-like segments. */
export function scrubUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://relative.invalid');
  } catch {
    return null;
  }
  const path = url.pathname
    .split('/')
    .map((segment) =>
      segment.length >= 16 || /\d{4,}/.test(segment) || segment.includes('@') ? ':id' : segment,
    )
    .join('/');
  const origin = url.origin === 'http://relative.invalid' ? '' : url.origin;
  return clip(`${origin}${path}`, ERROR_LIMITS.url);
}

/** Stack frames only ("at f (file:1:2)" or "f@file:1:2"), with their addresses scrubbed. */
function scrubStack(stack: string | null | undefined): string | null {
  if (!stack) return null;
  const frames = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^at\s/.test(line) || /@\S+:\d+(?::\d+)?$/.test(line))
    .slice(0, ERROR_LIMITS.stackFrames)
    .map((line) =>
      clip(
        scrubText(
          line.replace(/(https?:\/\/[^\s)]+)/g, (address) => {
            const position = /(:\d+(?::\d+)?)$/.exec(address)?.[1] ?? '';
            const bare = address.slice(0, address.length - position.length);
            return `${scrubUrl(bare) ?? ''}${position}`;
          }),
        ),
        ERROR_LIMITS.frame,
      ),
    );
  return frames.length > 0 ? frames.join('\n') : null;
}

/** The message's shape: numbers and removed parts normalised, for grouping repeats. */
function shapeOf(message: string): string {
  return message.replace(/\d+/g, '#').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * Text the database can hold: no NUL or other control characters (tabs and line breaks stay), and
 * no half of a surrogate pair (each becomes U+FFFD). PostgreSQL refuses both in text and JSON.
 */
export function storableText(text: string): string {
  return (
    text
      .replace(LONE_SURROGATE, '\ufffd')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
  );
}

export function scrubReport(dirty: ErrorReportInput): ScrubbedReport {
  const input = {
    ...dirty,
    message: storableText(dirty.message),
    url: dirty.url == null ? dirty.url : storableText(dirty.url),
    stack: dirty.stack == null ? dirty.stack : storableText(dirty.stack),
  };
  const message =
    clip(scrubText(input.message.replace(/\s+/g, ' ').trim()), ERROR_LIMITS.message) ||
    'Unknown error';
  const stack = scrubStack(input.stack);
  const topFrame = stack?.split('\n')[0]?.replace(/:\d+(?::\d+)?\)?$/, '') ?? '';
  const groupKey = `${input.errorType}\n${shapeOf(message)}\n${topFrame}`;
  return { errorType: input.errorType, message, url: scrubUrl(input.url), stack, groupKey };
}
