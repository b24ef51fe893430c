/**
 * The product name and contact details of this deployment. The server renders them from its
 * settings (APP_NAME, SUPPORT_EMAIL, CAMPAIGN_EMAIL, CAMPAIGN_PHONE, DONATION_URL) into
 * `<meta name="lantern-site-config" content="{…json…}">` of index.html; the build ships that tag
 * empty, so a missing, empty or unreadable tag (and any missing key) falls back to the defaults.
 */
export interface SiteConfig {
  appName: string;
  supportEmail: string;
  campaignEmail: string;
  campaignPhone: string;
  donationUrl: string;
}

export const SITE_CONFIG_META_NAME = 'lantern-site-config';

export const DEFAULT_SITE_CONFIG: Readonly<SiteConfig> = Object.freeze({
  appName: 'Lantern Tales',
  supportEmail: 'support@lanterntales.app',
  campaignEmail: 'hello@teachthekidtoread.org',
  campaignPhone: '+1 (555) 010-2024',
  donationUrl: 'https://lanterntales.app/donate',
});

const KEYS = Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[];

/** Parses the tag's content: each known key that holds a non-blank string wins over its default. */
export function parseSiteConfig(content: string | null | undefined): SiteConfig {
  const config: SiteConfig = { ...DEFAULT_SITE_CONFIG };
  if (!content?.trim()) return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    console.warn(`Ignoring an unreadable <meta name="${SITE_CONFIG_META_NAME}"> tag`);
    return config;
  }
  if (typeof parsed !== 'object' || parsed === null) return config;
  for (const key of KEYS) {
    const value = (parsed as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') config[key] = value.trim();
  }
  return config;
}

/** Reads the configuration from the document's meta tag. */
export function readSiteConfig(doc: Document | undefined = globalThis.document): SiteConfig {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${SITE_CONFIG_META_NAME}"]`);
  return parseSiteConfig(meta?.content);
}

/** This page's configuration, read once when the app starts. */
export const siteConfig: Readonly<SiteConfig> = Object.freeze(readSiteConfig());

/** A mailto: link with an optional subject and body, encoded for any mail client. */
export function mailtoHref(
  address: string,
  fields: { subject?: string; body?: string } = {},
): string {
  const query = Object.entries(fields)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `mailto:${address}${query ? `?${query}` : ''}`;
}

/** A tel: link for a display number such as "+1 (555) 010-2024". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
