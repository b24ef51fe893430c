// The Settings tab's configuration overview (SPEC.md section 2): every setting, grouped in the
// tabs Stripe, Email, AI Services, Database, Security and Environment, each configured, missing or
// optional, with its value masked when it is a secret or holds credentials. No secret leaves the
// server in clear: a secret shows only its kind and last four characters.

import {
  CONFIG_TABS,
  type ConfigOverview,
  type ConfigParameter,
  type ConfigTab,
} from '../../domain/operations/config-overview.contract';

export type { ConfigOverview, ConfigParameter };

/** What runs while a setting is not set: the working defaults (the sandbox, the outbox, ...). */
export const WHEN_UNSET: Record<string, string> = {
  APP_URL: 'links in emails point at http://localhost',
  SMTP_URL: 'mail is written to DATA_DIR/outbox instead of being sent',
  STRIPE_SECRET_KEY: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_WEBHOOK_SECRET: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_PRICE_MONTHLY: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_PRICE_ANNUAL: 'payments run in the sandbox (or Stripe test mode)',
};

/** Each Stripe mode's settings: all four, once any of them is set (start-up refuses fewer). */
const STRIPE_SETS = [
  ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'],
  [
    'STRIPE_TEST_SECRET_KEY',
    'STRIPE_TEST_WEBHOOK_SECRET',
    'STRIPE_TEST_PRICE_MONTHLY',
    'STRIPE_TEST_PRICE_ANNUAL',
  ],
] as const;

/**
 * What the running mode really needs. The defaults work (sandbox payments, mail in the outbox,
 * links to localhost), so nothing is required on them: a production server (NODE_ENV=production)
 * needs its address and a mail server, and a Stripe mode in use needs its four settings.
 */
export function requiredSettings(config: Record<string, unknown>): Set<string> {
  const required = new Set<string>();
  if (config.NODE_ENV === 'production')
    for (const name of ['APP_URL', 'SMTP_URL']) required.add(name);
  for (const set of STRIPE_SETS)
    if (set.some((name) => config[name] !== undefined)) for (const name of set) required.add(name);
  return required;
}

export function tabOf(name: string): ConfigTab {
  if (name.startsWith('STRIPE_')) return 'Stripe';
  if (/^(SMTP_|MAIL_)|_EMAIL$|CAMPAIGN_PHONE|EMAILS_PER/.test(name)) return 'Email';
  if (/^(OPENAI_|SPEECH_|STORYTELLER|CRISIS_)/.test(name)) return 'AI Services';
  if (/^(DATABASE_URL|EVENTSTORE_URL|DATA_DIR|PROJECTIONS_|READ_YOUR_WRITES)/.test(name))
    return 'Database';
  if (
    /SECRET|KEYS_DIR|KEY_ROTATION|COOKIE|SESSION|TRUST_PROXY|PROXY_COUNT|ALLOWED_ORIGINS|BCRYPT|LOGIN_|SIGNUPS_|RESET_|CONFIRMATION_|ABANDONED_|PER_HOUR|PER_MINUTE|LOOKUP|HTTPS/.test(
      name,
    )
  )
    return 'Security';
  return 'Environment';
}

/** Secrets by name: SECRET, a _KEY, a PASSWORD or a TOKEN (OPENAI_MAX_TOKENS is a number). */
const isSecret = (name: string) => /SECRET|_KEY$|PASSWORD|(^|_)TOKEN(_|$)/.test(name);

/** A secret as it may leave the server: its kind and its last four characters. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  const kind =
    /^(sk_live_|sk_test_|rk_live_|rk_test_|pk_live_|pk_test_|whsec_|sk-)/.exec(value)?.[1] ?? '';
  return `${kind}••••${value.length >= kind.length + 12 ? value.slice(-4) : ''}`;
}

/** A secret setting masked; a URL with its credentials hidden; anything else as it is. */
export function maskValue(name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  if (isSecret(name)) return maskSecret(text);
  return text.replace(/\/\/([^/@\s]+)@/, '//••••@');
}

export function configOverview(
  config: Record<string, unknown>,
  defaults: Record<string, unknown>,
  names: readonly string[],
): ConfigOverview {
  const tabs = Object.fromEntries(CONFIG_TABS.map((tab) => [tab, []])) as unknown as Record<
    ConfigTab,
    ConfigParameter[]
  >;
  const requiredNow = requiredSettings(config);
  let missingRequired = 0;
  let missingOptional = 0;
  for (const name of [...names].sort()) {
    const value = config[name];
    const isSet = value !== undefined && JSON.stringify(value) !== JSON.stringify(defaults[name]);
    const required = requiredNow.has(name);
    const status = isSet ? 'configured' : required ? 'missing' : 'optional';
    if (status === 'missing') missingRequired += 1;
    if (!isSet && !required && value === undefined) missingOptional += 1;
    tabs[tabOf(name)].push({
      name,
      status,
      required,
      secret: isSecret(name),
      value: maskValue(name, value),
      ...(!isSet && name in WHEN_UNSET ? { whenMissing: WHEN_UNSET[name] } : {}),
    });
  }
  return { tabs, missingRequired, missingOptional };
}
