import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store';
import { ThemeProvider } from '../../components/theme/theme-provider';
import { ConfirmDialogProvider } from '../../components/ui/confirm-dialog-provider';
import {
  JOURNEY_END_REQUEST_EVENT,
  LOG_OUT_DIALOG,
  type JourneyEndRequest,
} from '../../lib/journey-end-request';
import { JOURNEY_STATE_KEY } from '../../lib/journey-presence';
import { SiteHeader } from './site-header';
import { aUser } from '../../../../tests/web/support/users';

const wren = aUser({ journeyCount: 2 });

function renderHeader(path = '/about') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ThemeProvider>
            <ConfirmDialogProvider>
              <SiteHeader />
              <p>page</p>
            </ConfirmDialogProvider>
          </ThemeProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole('button', { name: /menu/i, expanded: undefined });
const smallScreenMenu = () =>
  document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

beforeEach(() => {
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('top bar', () => {
  it('shows the logo and product name linking home, Subscribe and Log in when signed out', () => {
    renderHeader();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(screen.getByRole('link', { name: 'Lantern Tales' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(bar).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(bar).queryByRole('link', { name: 'Account' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Switch to (dark|light) theme/ }).length).toBe(2);
  });

  it('shows neither Log in nor Log out while the session is being checked', () => {
    useAuthStore.setState({ isLoading: true });
    renderHeader();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('shows Subscribe, Account and Log out when signed in', () => {
    useAuthStore.setState({ user: wren, isAuthenticated: true });
    renderHeader();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Subscribe' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(within(bar).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(bar).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('logs out and goes home, even when logging out fails', async () => {
    const logout = vi.fn().mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    useAuthStore.setState({ user: wren, isAuthenticated: true, logout });
    const router = renderHeader('/about');

    const bar = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Log out' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('asks before logging out while a journey is active: the Active Journey bar puts the question (issue 34)', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    useAuthStore.setState({ user: wren, isAuthenticated: true, logout });
    sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify({ isActive: true }));
    const requests: JourneyEndRequest[] = [];
    const bar = (event: Event) => {
      event.preventDefault();
      requests.push((event as CustomEvent<JourneyEndRequest>).detail);
    };
    window.addEventListener(JOURNEY_END_REQUEST_EVENT, bar);
    try {
      const router = renderHeader('/journey');
      const main = screen.getByRole('navigation', { name: 'Main' });
      await userEvent.click(within(main).getByRole('button', { name: 'Log out' }));
      expect(requests).toHaveLength(1);
      expect(requests[0]?.reason).toBe('log-out');
      expect(logout).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/journey');

      requests[0]?.onErased(); // the person chose Erase and Log Out
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(logout).toHaveBeenCalledTimes(1);
    } finally {
      window.removeEventListener(JOURNEY_END_REQUEST_EVENT, bar);
      sessionStorage.clear();
    }
  });

  it('asks with a plain question when nothing else on the page can (issue 34)', async () => {
    const logout = vi.fn().mockResolvedValue(undefined);
    useAuthStore.setState({ user: wren, isAuthenticated: true, logout });
    sessionStorage.setItem(JOURNEY_STATE_KEY, JSON.stringify({ isActive: true }));
    try {
      const router = renderHeader('/about');
      const main = screen.getByRole('navigation', { name: 'Main' });
      await userEvent.click(within(main).getByRole('button', { name: 'Log out' }));
      const ask = await screen.findByRole('alertdialog', { name: LOG_OUT_DIALOG.title });
      await userEvent.click(within(ask).getByRole('button', { name: LOG_OUT_DIALOG.keep }));
      await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(logout).not.toHaveBeenCalled();

      await userEvent.click(within(main).getByRole('button', { name: 'Log out' }));
      const again = await screen.findByRole('alertdialog', { name: LOG_OUT_DIALOG.title });
      await userEvent.click(within(again).getByRole('button', { name: LOG_OUT_DIALOG.erase }));
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(logout).toHaveBeenCalledTimes(1);
    } finally {
      sessionStorage.clear();
    }
  });

  it('replaces a logo that fails to load with a book icon', () => {
    renderHeader();
    const logo = screen.getByRole('link', { name: 'Lantern Tales' }).querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    fireEvent.error(logo as HTMLImageElement);
    expect(screen.getByTestId('logo-fallback')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lantern Tales' }).querySelector('img')).toBeNull();
  });
});

describe('small-screen menu', () => {
  it('opens and closes with its button, and moves focus into the menu', async () => {
    const user = userEvent.setup();
    renderHeader();
    const toggle = menuButton();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Open menu');
    expect(smallScreenMenu()).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(smallScreenMenu()).toBeVisible();
    expect(within(smallScreenMenu()).getByRole('link', { name: 'Subscribe' })).toHaveFocus();

    await user.click(toggle);
    expect(smallScreenMenu()).not.toBeVisible();
  });

  it.each(['Subscribe', 'Log in'])('closes when %s is pressed in it', async (name) => {
    const user = userEvent.setup();
    const router = renderHeader('/about');
    await user.click(menuButton());

    await user.click(within(smallScreenMenu()).getByRole('link', { name }));

    expect(smallScreenMenu()).not.toBeVisible();
    expect(router.state.location.pathname).not.toBe('/about');
  });

  it('closes when Log out is pressed in it', async () => {
    const user = userEvent.setup();
    useAuthStore.setState({
      user: wren,
      isAuthenticated: true,
      logout: vi.fn().mockResolvedValue(undefined),
    });
    renderHeader('/about');
    await user.click(menuButton());

    await user.click(within(smallScreenMenu()).getByRole('button', { name: 'Log out' }));

    expect(smallScreenMenu()).not.toBeVisible();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());

    await user.keyboard('{Escape}');

    expect(smallScreenMenu()).not.toBeVisible();
    expect(menuButton()).toHaveFocus();
  });

  it('keeps Tab inside the top bar while open', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(menuButton());
    const menu = within(smallScreenMenu());
    menu.getByRole('link', { name: 'Log in' }).focus();

    await user.tab();
    expect(screen.getByRole('link', { name: 'Lantern Tales' })).toHaveFocus();

    await user.tab({ shift: true });
    expect(menu.getByRole('link', { name: 'Log in' })).toHaveFocus();
  });
});
