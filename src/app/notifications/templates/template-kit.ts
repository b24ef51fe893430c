// What every template needs: the site it speaks for, and short-hands for its blocks.
import type { EmailBlock } from '../email';

export interface Site {
  appName: string;
  appUrl: string;
}

export const p = (text: string): EmailBlock => ({ kind: 'paragraph', text });
export const button = (label: string, url: string): EmailBlock => ({ kind: 'button', label, url });
export const note = (text: string): EmailBlock => ({ kind: 'note', text });
export const facts = (items: [string, string][]): EmailBlock => ({
  kind: 'facts',
  items: items.map(([label, value]) => ({ label, value })),
});

export const hello = (name?: string) => p(name ? `Hello ${name},` : 'Hello,');

/** "$10.00" from cents. */
export const money = (cents: number, currency = 'usd') =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );

/** "December 23, 2026" (in UTC: billing dates are days, not moments). */
export const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export const planName = (plan: 'monthly' | 'annual') =>
  plan === 'annual' ? 'Trailblazer Annual' : 'Trailblazer Monthly';

export const planPrice = (plan: 'monthly' | 'annual', cents: number) =>
  `${money(cents)} per ${plan === 'annual' ? 'year' : 'month'}`;
