// The settings every module shares (address, database, sessions, mail, the AI account), and the
// zod building blocks modules use for their own slices. Each module declares its slice beside its
// code (e.g. accounts.settings.ts); config.ts merges them into the one schema parsed at start-up.
import { z } from 'zod';

export const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const port = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535')
  .max(65535, 'must be between 0 and 65535');

export const positiveInt = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .positive('must be positive');

const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://');

export const platformSettings = z.object({
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
  PROXY_COUNT: positiveInt.default(1),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
    ),
  // Sessions (the platform's sessions table; every module reads who is signed in).
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: positiveInt.default(60 * 24 * 7),
  SESSION_ABSOLUTE_DAYS: positiveInt.default(30),
  // Mail (the mail port every module sends through).
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Lantern Tales <no-reply@lanterntales.app>'),
  // The site's own facts, shown by the client.
  APP_NAME: z.string().min(1).default('Lantern Tales'),
  SUPPORT_EMAIL: z.email('must be an email address').default('support@lanterntales.app'),
  CAMPAIGN_EMAIL: z.email('must be an email address').default('hello@teachthekidtoread.org'),
  CAMPAIGN_PHONE: z.string().min(1).default('+1 (555) 010-2024'),
  DONATION_URL: z.url('must be a URL').default('https://lanterntales.app/donate'),
  // The AI account, shared by the storyteller and the speech module. OPENAI_TIMEOUT_MS is per
  // attempt (also the longest pause mid-stream).
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.url('must be a URL such as https://api.openai.com/v1').optional(),
  OPENAI_TIMEOUT_MS: positiveInt.default(30000),
  // Prometheus scrapes: unset = /metrics is absent (404); set = `Authorization: Bearer <token>`.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

type RawPlatformConfig = z.infer<typeof platformSettings>;

export interface PlatformConfig extends Omit<
  RawPlatformConfig,
  'APP_URL' | 'HTTPS' | 'COOKIE_SECURE'
> {
  APP_URL: string;
  /** Session cookie only over HTTPS; follows the scheme of APP_URL unless set. */
  COOKIE_SECURE: boolean;
  /** Served over HTTPS (APP_URL starts with https:// unless HTTPS says otherwise). */
  HTTPS: boolean;
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The settings worked out from others; throws when they cannot work together. */
export function derivePlatformConfig<T extends RawPlatformConfig>(
  raw: T,
): Omit<T, 'APP_URL' | 'HTTPS' | 'COOKIE_SECURE'> & PlatformConfig {
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
