import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SITE_CONFIG,
  mailtoHref,
  parseSiteConfig,
  readSiteConfig,
  telHref,
} from './site-config';

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelector('meta[name="lantern-site-config"]')?.remove();
});

describe('site config', () => {
  it('defaults to Lantern Tales and its contact details', () => {
    expect(DEFAULT_SITE_CONFIG).toEqual({
      appName: 'Lantern Tales',
      supportEmail: 'support@lanterntales.app',
      campaignEmail: 'hello@teachthekidtoread.org',
      campaignPhone: '+1 (555) 010-2024',
      donationUrl: 'https://lanterntales.app/donate',
    });
  });

  it.each([undefined, null, '', '   '])('uses the defaults for an empty tag (%j)', (content) => {
    expect(parseSiteConfig(content)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('uses the defaults for unreadable JSON, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSiteConfig('{appName: nope')).toEqual(DEFAULT_SITE_CONFIG);
    expect(parseSiteConfig('"just a string"')).toEqual(DEFAULT_SITE_CONFIG);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes every known key that holds text and keeps the defaults for the rest', () => {
    const config = parseSiteConfig(
      JSON.stringify({
        appName: ' Moonlit Fables ',
        supportEmail: 'care@moonlit.example',
        campaignPhone: '',
        donationUrl: 42,
        unknown: 'ignored',
      }),
    );
    expect(config).toEqual({
      ...DEFAULT_SITE_CONFIG,
      appName: 'Moonlit Fables',
      supportEmail: 'care@moonlit.example',
    });
  });

  it('reads the meta tag the server fills in', () => {
    const meta = document.createElement('meta');
    meta.name = 'lantern-site-config';
    meta.content = JSON.stringify({ appName: 'Moonlit Fables' });
    document.head.append(meta);
    expect(readSiteConfig().appName).toBe('Moonlit Fables');
  });

  it('reads the defaults when the tag is missing', () => {
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('builds mailto and tel links', () => {
    expect(mailtoHref('a@b.org')).toBe('mailto:a@b.org');
    expect(mailtoHref('a@b.org', { subject: 'Hi & hello', body: 'Line 1\nLine 2' })).toBe(
      'mailto:a@b.org?subject=Hi%20%26%20hello&body=Line%201%0ALine%202',
    );
    expect(telHref('+1 (555) 010-2024')).toBe('tel:+15550102024');
  });
});
