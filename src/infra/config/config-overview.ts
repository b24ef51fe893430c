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

/** Needed for a production site; without them the embedded defaults run (sandbox, outbox, ...). */
export const REQUIRED_FOR_PRODUCTION: Record<string, string> = {
  APP_URL: 'links in emails point at http://localhost',
  SMTP_URL: 'mail is written to DATA_DIR/outbox instead of being sent',
  STRIPE_SECRET_KEY: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_WEBHOOK_SECRET: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_PRICE_MONTHLY: 'payments run in the sandbox (or Stripe test mode)',
  STRIPE_PRICE_ANNUAL: 'payments run in the sandbox (or Stripe test mode)',
};

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

const isSecret = (name: string) =>
  /SECRET|_KEY$|PASSWORD|TOKEN/.test(name) && !/^KEYS_DIR$/.test(name);

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
  let missingRequired = 0;
  let missingOptional = 0;
  for (const name of [...names].sort()) {
    const value = config[name];
    const isSet = value !== undefined && JSON.stringify(value) !== JSON.stringify(defaults[name]);
    const required = name in REQUIRED_FOR_PRODUCTION;
    const status = isSet ? 'configured' : required ? 'missing' : 'optional';
    if (status === 'missing') missingRequired += 1;
    if (!isSet && !required && value === undefined) missingOptional += 1;
    tabs[tabOf(name)].push({
      name,
      status,
      required,
      secret: isSecret(name),
      value: maskValue(name, value),
      ...(required && !isSet ? { whenMissing: REQUIRED_FOR_PRODUCTION[name] } : {}),
    });
  }
  return { tabs, missingRequired, missingOptional };
}
