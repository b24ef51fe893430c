import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastUpdated } from '../last-updated';
import { AboutPage } from './about.page';
import { FounderPage } from './founder.page';
import { PrivacyPage } from './privacy.page';
import { TeachTheKidToReadPage } from './teach-the-kid-to-read.page';
import { TermsPage } from './terms.page';

function renderPage(page: React.ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

const h2s = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('About', () => {
  it('has the mission, three steps, the science, testimonials and a button to /journey', () => {
    renderPage(<AboutPage />);
    expect(h2s()).toEqual([
      'Our Mission',
      'How It Works',
      'The Science Behind Stories',
      'What Readers Say',
      'Ready when you are',
    ]);
    expect(screen.getByRole('heading', { name: 'Share your feelings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Receive your story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reflect and grow' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(4);
    expect(screen.getByRole('link', { name: /Begin a Journey/ })).toHaveAttribute(
      'href',
      '/journey',
    );
  });
});

describe('Privacy', () => {
  it('shows today as the last-updated date and every section of the spec', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 9));
    renderPage(<PrivacyPage />);
    vi.useRealTimers();

    expect(screen.getByText('Last updated: November 22, 2026')).toBeInTheDocument();
    expect(h2s()).toEqual([
      'Introduction',
      'Information We Collect',
      'What We Never Keep',
      'How We Use Information',
      'Security',
      'Sharing With Service Providers',
      'Your Rights and Choices',
      "Children's Privacy",
      'Changes to This Policy',
      'Contact Us',
    ]);
    const text = document.body.textContent ?? '';
    for (const claim of ['bcrypt', 'TLS', 'OpenAI', 'offline storyteller', 'Stripe', 'under 13']) {
      expect(text).toContain(claim);
    }
    expect(text).toMatch(/never stored on our servers/);
    expect(screen.getByRole('link', { name: 'Account Dashboard' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('claims only what the product does today: card details to Stripe, hourly tagline counts, scrubbed error reports', () => {
    renderPage(<PrivacyPage />);
    const text = document.body.textContent ?? '';

    expect(text).not.toContain('not on sale');
    expect(text).toContain('your card details go directly to Stripe, never to us');
    expect(text).toMatch(/the status of your\s+subscription and the month your card expires/);
    expect(text).toMatch(/We keep only hourly counts per tagline, device and button/);
    expect(text).toMatch(/No cookie is used for it/);
    expect(text).toMatch(/your browser\s+sends us an error report/);
    expect(text).not.toMatch(/none yet|sends us no error reports/);
    // Every account has an email address (sign-up requires one).
    expect(text).not.toMatch(/email address if you choose|email address is optional/);
  });

  it('formats the date as a long US date', () => {
    expect(lastUpdated(new Date(2027, 0, 5))).toBe('January 5, 2027');
  });
});

describe('Teach The Kid To Read', () => {
  it('scrolls to the top and shows the statistics, regions and contact details', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage(<TeachTheKidToReadPage />);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    for (const figure of ['10.5 million', '89%', '70%', '61%']) {
      expect(screen.getByText(figure)).toBeInTheDocument();
    }
    expect(document.body.textContent).toContain('100 Mbps');
    for (const region of ['Nigeria', 'Kenya', 'Haiti']) {
      expect(screen.getByRole('heading', { level: 3, name: region })).toBeInTheDocument();
    }
    const help = within(screen.getByRole('region', { name: 'How You Can Help' }));
    expect(help.getByRole('link', { name: 'hello@teachthekidtoread.org' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@teachthekidtoread\.org\?subject=/),
    );
    expect(help.getByRole('link', { name: '+1 (555) 010-2024' })).toHaveAttribute(
      'href',
      'tel:+15550102024',
    );
    expect(help.getByRole('link', { name: /Make a Donation/ })).toHaveAttribute(
      'href',
      'https://lanterntales.app/donate',
    );
  });
});

describe('Founder', () => {
  it('scrolls to the top and links to social pages, home, the campaign and donations', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage(<FounderPage />);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));

    const social = within(screen.getByRole('region', { name: 'Follow Along' })).getAllByRole(
      'link',
    );
    expect(social.length).toBeGreaterThanOrEqual(3);
    for (const link of social) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /Visit Lantern Tales/ })).toHaveAttribute('href', '/');
    expect(
      screen
        .getAllByRole('link', { name: 'Teach The Kid To Read' })
        .map((l) => l.getAttribute('href')),
    ).toContain('/teach-the-kid-to-read');
    expect(screen.getByRole('link', { name: /Donate/ })).toHaveAttribute(
      'href',
      'https://lanterntales.app/donate',
    );
  });
});

describe('Terms', () => {
  it('states the plans, renewal and cancellation in plain words', () => {
    renderPage(<TermsPage />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('3 free journeys a month');
    expect(text).toContain('$10 a month or $99 a year');
    expect(text).toContain('renew automatically');
    expect(text).toContain('not a substitute');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('states the plan’s terms and who writes the stories, true with or without an AI key', () => {
    renderPage(<TermsPage />);
    const text = document.body.textContent ?? '';

    expect(text).not.toContain('not on sale');
    expect(text).toContain(
      'Subscriptions renew automatically at the end of each period until you cancel.',
    );
    expect(text).toContain('Stories and questions are written by software, not by a person');
    expect(text).not.toContain('written by an AI storyteller');
  });
});
