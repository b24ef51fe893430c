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

/** Strips the query string: it may carry tokens (e.g. ?resetToken=...). */
/** Paths whose last segment is a secret (password-reset and email confirmation links carry tokens). */
const SECRET_PATHS = /^(\/(?:reset-password|confirm-email)\/)[^/]+/i;

export function pathOnly(url: string): string {
  const index = url.indexOf('?');
  const path = index === -1 ? url : url.slice(0, index);
  return path.replace(SECRET_PATHS, '$1[token]');
}
