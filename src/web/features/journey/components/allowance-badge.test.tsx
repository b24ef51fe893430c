import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore, type User } from '../../../stores/auth.store';
import { renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import AllowanceBadge from './allowance-badge';
import { aUser } from '../../../../../tests/web/support/users';

const member = aUser({ journeyCount: 2, journeyResetDate: new Date(2026, 11, 1, 9).toISOString() });

function renderBadge(user: Partial<User> = {}) {
  useAuthStore.setState({ user: { ...member, ...user }, isAuthenticated: true, isLoading: false });
  return renderWithRouter(<AllowanceBadge />, '/about');
}

/** Opens the tooltip (Radix opens it on keyboard focus) and returns its content. */
async function openTooltip(trigger: HTMLElement) {
  act(() => trigger.focus());
  fireEvent.focus(trigger);
  const tips = await screen.findAllByRole('tooltip');
  return tips[0] as HTMLElement;
}

beforeAll(() => {
  // Radix positions the tooltip with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false });
});
afterEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false });
});

describe('journey allowance badge (SPEC.md section 4)', () => {
  it('shows the count in white, with a tooltip: journeys left this month, a bar and the reset date', async () => {
    renderBadge({ journeyCount: 2 });
    const trigger = screen.getByRole('button', { name: '2 left this month' });
    expect(within(trigger).getByTestId('journeys-left')).toHaveTextContent('2');
    expect(within(trigger).getByTestId('journeys-left')).toHaveClass('text-white');

    const tip = await openTooltip(trigger);
    expect(document.body).toHaveTextContent('2 journeys left this month.');
    expect(document.body).toHaveTextContent('Resets on Dec 1, 2026');
    const bar = screen.getAllByRole('progressbar', { name: 'Journeys left this month' })[0];
    expect(bar).toHaveAttribute('aria-valuenow', '66.66');
    expect(tip).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Upgrade for Unlimited/ })).toBeNull();
  });

  it.each([
    [3, '99.99'],
    [1, '33.33'],
  ])('fills the bar by left × 33.33 percent: %i left → %s', async (left, value) => {
    renderBadge({ journeyCount: left });
    await openTooltip(screen.getByRole('button', { name: /left this month/ }));
    expect(screen.getAllByRole('progressbar')[0]).toHaveAttribute('aria-valuenow', value);
  });

  it('at 0 shows the count in red with a warning and Upgrade for Unlimited to /subscribe', async () => {
    renderBadge({ journeyCount: 0 });
    const trigger = screen.getByRole('link', {
      name: '0 left this month. Upgrade for Unlimited',
    });
    expect(trigger).toHaveAttribute('href', '/subscribe');
    expect(within(trigger).getByTestId('journeys-left')).toHaveTextContent('0');
    expect(within(trigger).getByTestId('journeys-left')).toHaveClass('text-red-400');
    expect(screen.getByRole('link', { name: 'Upgrade for Unlimited' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await openTooltip(trigger);
    expect(document.body).toHaveTextContent('You have used all your free journeys this month.');
  });

  it('reads "3 left" at every width, never a bare number (phones included)', () => {
    renderBadge({ journeyCount: 3 });
    const trigger = screen.getByRole('button', { name: '3 left this month' });
    const word = within(trigger).getByText('left');
    // No breakpoint hides the word: the count is never shown alone.
    expect(word.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    // What shows matches the start of the accessible name (WCAG label in name).
    expect(trigger.textContent).toBe('3 left');
  });

  it('shows Unlimited journeys to a subscriber', () => {
    renderBadge({ hasActiveSubscription: true, journeyCount: 0 });
    expect(screen.getAllByText('Unlimited journeys').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('journeys-left')).toBeNull();
    expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
  });

  it('shows nothing without a user', () => {
    renderWithRouter(<AllowanceBadge />, '/about');
    expect(screen.queryByTestId('journeys-left')).toBeNull();
    expect(screen.queryByText('Unlimited journeys')).toBeNull();
  });
});
