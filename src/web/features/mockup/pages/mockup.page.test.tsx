import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOCK_LOGO_FALLBACK_SRC, MOCK_LOGO_SRC, MOCK_MAIL_ALERT } from '../mockup';
import { MOCKUP_TAGLINE, MOCKUP_TYPEWRITER_MS_PER_CHAR, MockupPage } from './mockup.page';

function renderMockup() {
  return render(
    <MemoryRouter>
      <MockupPage />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('landing mockup (SPEC.md section 2)', () => {
  it('types its tagline at 40 ms per character', () => {
    vi.useFakeTimers();
    renderMockup();
    expect(MOCKUP_TYPEWRITER_MS_PER_CHAR).toBe(40);
    const typed = screen.getByText(MOCKUP_TAGLINE, { selector: '.sr-only' }).previousElementSibling;
    expect(typed).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(40 * 5));
    expect(typed?.textContent).toBe(MOCKUP_TAGLINE.slice(0, 5));
    act(() => vi.advanceTimersByTime(40 * MOCKUP_TAGLINE.length));
    expect(typed?.textContent).toBe(MOCKUP_TAGLINE);
  });

  it('has header anchors to How It Works, Testimonials and Pricing, and those sections', () => {
    renderMockup();
    const nav = screen.getByRole('navigation', { name: 'Mockup sections' });
    for (const [name, id] of [
      ['How It Works', 'mockup-how-it-works'],
      ['Testimonials', 'mockup-testimonials'],
      ['Pricing', 'mockup-pricing'],
    ] as const) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', `#${id}`);
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('figure')).toHaveLength(4);
  });

  it('has buttons that only log to the console', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    renderMockup();
    await userEvent.click(screen.getByRole('button', { name: 'Begin Your Journey' }));
    await userEvent.click(screen.getByRole('button', { name: 'Become a Trailblazer' }));
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toContain('Begin Your Journey');
  });

  it('has a small-screen menu that closes when any of its buttons is pressed', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const user = userEvent.setup();
    renderMockup();
    const toggle = screen.getByRole('button', { name: 'Open mockup menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(menu).toBeVisible();
    await user.click(within(menu).getByRole('button', { name: 'Get Started' }));
    expect(menu).not.toBeVisible();
  });

  it('opens a 9-item FAQ whose two mail links only show an alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderMockup();

    await user.click(screen.getByRole('button', { name: 'Frequently Asked Questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Frequently Asked Questions' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(9);

    const mailLinks = within(dialog)
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href')?.startsWith('mailto:'));
    expect(mailLinks).toHaveLength(2);
    for (const link of mailLinks) fireEvent.click(link);
    expect(alert).toHaveBeenCalledTimes(2);
    expect(alert).toHaveBeenCalledWith(MOCK_MAIL_ALERT);
  });

  it('falls back to an alternate logo image when the logo fails to load', () => {
    renderMockup();
    const logo = screen.getAllByRole('presentation').find((img) => img.tagName === 'IMG');
    expect(logo).toHaveAttribute('src', MOCK_LOGO_SRC);
    fireEvent.error(logo as HTMLImageElement);
    expect(logo).toHaveAttribute('src', MOCK_LOGO_FALLBACK_SRC);
  });
});
