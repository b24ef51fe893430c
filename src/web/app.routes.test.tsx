import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/web/support/render-route';

/** Role queries over a long page (the landing page) take a while in jsdom. */
const PAGE_LOAD = { timeout: 5000 };

/**
 * SPEC.md section 2: every route and the h1 its (placeholder) page shows. /subscribe, /admin and
 * /admin-analytics sit behind guards and are covered in app.routes.guards.test.tsx.
 */
const specRoutes: [path: string, heading: string][] = [
  ['/', 'Stories that light the way'],
  ['/journey', 'Your Journey'],
  ['/account', 'My Account'],
  ['/auth', 'Log In or Sign Up'],
  ['/auth?redirect=/journey', 'Log In or Sign Up'],
  ['/login', 'Log In'],
  ['/signup', 'Create Your Account'],
  ['/forgot-password', 'Forgot Your Password?'],
  ['/reset-password/abc123', 'Choose a New Password'],
  ['/about', 'About Lantern Tales'],
  ['/privacy', 'Privacy Policy'],
  ['/teach-the-kid-to-read', 'Teach The Kid To Read'],
  ['/founder', 'The Founder'],
  ['/guild', 'The Guild'],
  ['/mockup', 'Landing Mockup'],
  ['/terms', 'Terms of Service'],
];

describe('router', () => {
  it('renders the landing page inside the layout landmarks', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Stories that light the way' },
        PAGE_LOAD,
      ),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Lantern Tales' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await waitFor(() => expect(document.title).toBe('Lantern Tales'));
  });

  it('loads a deep link such as /journey directly', async () => {
    renderRoute('/journey');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Journey' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('404 Page Not Found')).not.toBeInTheDocument();
    // The title is set in an effect after the heading renders.
    await waitFor(() => expect(document.title).toBe('Your Journey · Lantern Tales'));
  });

  it.each(specRoutes)('registers %s', async (path, heading) => {
    renderRoute(path);

    expect(
      await screen.findByRole('heading', { level: 1, name: heading }, PAGE_LOAD),
    ).toBeInTheDocument();
  });

  it('shows the footer with the product name, the year and the five links', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Lantern Tales' }, PAGE_LOAD);

    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Lantern Tales`);
    const links = within(footer)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['About', '/about'],
      ['Privacy', '/privacy'],
      ['Teach The Kid To Read', '/teach-the-kid-to-read'],
      ['The Founder', '/founder'],
      ['Terms', '/terms'],
    ]);
  });

  it('navigates between lazily loaded pages and moves focus to the main content', async () => {
    const user = userEvent.setup();
    renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'Stories that light the way' }, PAGE_LOAD);

    await user.click(screen.getByRole('link', { name: 'Privacy' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, PAGE_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
