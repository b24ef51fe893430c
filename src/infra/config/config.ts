// Every setting the server reads, parsed once with zod at start-up. A bad or missing value stops
// start-up with a message that names the variable. The README's settings table mirrors this file.
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  APP_URL: z.url('must be a URL such as https://lanterntales.example').optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: postgresUrl.optional(),
  EVENTSTORE_URL: z
    .string()
    .regex(
      /^(esdb|esdb\+discover|kurrentdb|kurrent):\/\//,
      'must start with esdb:// or esdb+discover://',
    )
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PROJECTIONS_IN_PROCESS: bool.default(true),
  READ_YOUR_WRITES_TIMEOUT_MS: positiveInt.default(2000),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10000),
  HTTPS: bool.optional(),
  TRUST_PROXY: bool.default(false),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOOKUP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Key-encryption keys (outside the database); default DATA_DIR/keys. */
  KEYS_DIR: z.string().min(1).optional(),
  /** After an account deletion, the key-encryption key rotates within this many minutes. */
  KEY_ROTATION_MINUTES: positiveInt.default(60),
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  BCRYPT_COST: z.coerce
    .number({ message: 'must be a number' })
    .int()
    .min(10, 'must be at least 10')
    .max(15, 'must be at most 15')
    .default(11),
  LOGIN_MAX_FAILURES: positiveInt.default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
  SIGNUPS_PER_HOUR_PER_IP: positiveInt.default(20),
  RESET_REQUESTS_PER_HOUR_PER_EMAIL: positiveInt.default(5),
  RESET_REQUESTS_PER_HOUR_PER_IP: positiveInt.default(20),
  /** New confirmation links one person may ask for in an hour (more get the same answer, no mail). */
  CONFIRMATION_EMAILS_PER_HOUR_PER_USER: positiveInt.default(3),
  /** Journeys one person may email in a day (the address is theirs, but mail costs and annoys). */
  JOURNEY_EMAILS_PER_DAY: positiveInt.default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lantern Tales <no-reply@lanterntales.app>'),
  APP_NAME: z.string().min(1).default('Lantern Tales'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@lanterntales.app'),
  CAMPAIGN_EMAIL: z.email('must be an email address').default('hello@teachthekidtoread.org'),
  CAMPAIGN_PHONE: z.string().min(1).default('+1 (555) 010-2024'),
  DONATION_URL: z.url('must be a URL').default('https://lanterntales.app/donate'),
  PROXY_COUNT: positiveInt.default(1),
  // --- Journeys (issue 4)
  CRISIS_RESOURCES: z.string().optional(),
  /** Mood replies, stories, reflections and grounding per person per hour (each may be paid). */
  STORYTELLER_REQUESTS_PER_HOUR_PER_USER: positiveInt.default(200),
  // --- Speech / read aloud (issue 5). OPENAI_API_KEY and OPENAI_BASE_URL are shared with the story AI.
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
  OPENAI_TIMEOUT_MS: positiveInt.default(30000),
  OPENAI_TTS_MODEL: z.string().min(1).default('tts-1'),
  SPEECH_PROVIDER: z.enum(['auto', 'offline', 'openai']).default('auto'),
  SPEECH_RATE_PER_MINUTE: positiveInt.default(60),
  SPEECH_CONCURRENT_PER_USER: positiveInt.default(3),
  SPEECH_WORKERS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 to 8')
    .max(8, 'must be 1 to 8')
    .optional(),
  // --- end speech
  // --- Story AI (issue 4): the OpenAI storyteller and moderation. Shares OPENAI_API_KEY,
  // OPENAI_BASE_URL and OPENAI_TIMEOUT_MS (per attempt; also the longest pause mid-stream).
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  OPENAI_MAX_TOKENS: positiveInt.default(1200),
  /** auto: openai when OPENAI_API_KEY is set, else offline. */
  STORYTELLER: z.enum(['auto', 'offline', 'openai']).default('auto'),
  /** Default: on when OPENAI_API_KEY is set. */
  OPENAI_MODERATION: bool.optional(),
  // --- end story AI
});

export type RawConfig = z.infer<typeof schema>;

export interface Config extends Omit<RawConfig, 'APP_URL' | 'HTTPS' | 'COOKIE_SECURE'> {
  APP_URL: string;
  /** Session cookie only over HTTPS; follows the scheme of APP_URL unless set. */
  COOKIE_SECURE: boolean;
  /** Served over HTTPS (APP_URL starts with https:// unless HTTPS says otherwise). */
  HTTPS: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses settings from an environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'config');
      const value = env[name];
      return `${name}: ${issue.message}${value === undefined ? '' : ` (got "${value}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const raw = parsed.data;
  const appUrl = (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, '');
  const https = raw.HTTPS ?? appUrl.startsWith('https://');
  // Secure cookies follow the address people use, never NODE_ENV: a production build over plain
  // HTTP (a trial on one host) must still be able to sign people in.
  const cookieSecure = raw.COOKIE_SECURE ?? https;
  // This server speaks plain HTTP; it only knows a request was HTTPS from a trusted proxy's
  // X-Forwarded-Proto. Without that, every Secure cookie would fail at sign-in.
  if (cookieSecure && !raw.TRUST_PROXY) {
    throw new ConfigError(
      'Invalid configuration:\n  COOKIE_SECURE: secure cookies need HTTPS, but this server speaks ' +
        'plain HTTP and TRUST_PROXY is off. Behind an HTTPS proxy set TRUST_PROXY=true; to serve ' +
        'over plain HTTP set APP_URL to an http:// address (or COOKIE_SECURE=false).',
    );
  }
  return { ...raw, APP_URL: appUrl, HTTPS: https, COOKIE_SECURE: cookieSecure };
}
