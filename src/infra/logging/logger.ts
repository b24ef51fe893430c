// pino, with redaction of credentials, cookies, tokens and anything that could hold journey
// content. Request and response bodies are never logged at all; redaction is the second fence.
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.resetToken',
  '*.secret',
  '*.apiKey',
  '*.body',
  '*.mood',
  '*.story',
  '*.storyContent',
  '*.content',
  '*.answer',
  '*.reflection',
  '*.text',
];

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: { service: 'lantern-tales' },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

// Links whose tail is a secret: password-reset and email-confirmation links carry their token
// there. Matched in any spelling the server may be sent: any case, - or _, percent-encoded, after
// other segments or extra slashes (/api/reset-password/…, //reset-password/…), with the token after
// a slash, a semicolon or an encoded ? (%3F).
const SECRET_LINK = /(reset[-_]?password|confirm[-_]?email)/i;

/** Percent-escapes decoded, bytewise, up to three times (never throws on a malformed one). */
function decoded(text: string): string {
  let out = text;
  for (let round = 0; round < 3 && /%[0-9a-f]{2}/i.test(out); round++)
    out = out.replace(/%[0-9a-f]{2}/gi, (escape) =>
      String.fromCharCode(parseInt(escape.slice(1), 16)),
    );
  return out;
}

const beforeQuery = (text: string) => text.split(/[?#]/, 1)[0]!;

/** The path with everything after a reset or confirmation segment replaced; null without one. */
function redactedPath(path: string): string | null {
  const plain = beforeQuery(decoded(path));
  const found = SECRET_LINK.exec(plain);
  if (!found) return null;
  const end = found.index + found[0].length;
  const tail = plain.slice(end);
  return /[^/]/.test(tail) ? `${plain.slice(0, end)}/[token]` : plain;
}

/** The request path as the log keeps it: no query string or fragment, no token in the path. */
export function pathOnly(url: string): string {
  const path = beforeQuery(url);
  return redactedPath(path) ?? path;
}

/** A message (e.g. "No API route for GET /api/reset-password/…") with such links redacted. */
export function redactPathSecrets(text: string): string {
  if (!SECRET_LINK.test(decoded(text))) return text;
  return text.replace(/[^\s"'`<>()]+/g, (word) => redactedPath(word) ?? word);
}
