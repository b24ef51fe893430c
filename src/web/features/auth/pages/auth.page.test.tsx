import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { AuthPage } from './auth.page';
import { aUser } from '../../../../../tests/web/support/users';

const initialState = useAuthStore.getState();
const user = aUser({ id: 3 });

beforeEach(() => {
  useAuthStore.setState({ ...initialState, isLoading: false }, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/auth (SPEC.md section 2)', () => {
  it('logs in and comes back to the redirect path', async () => {
    mockFetch({ 'POST /api/auth/login': () => jsonResponse({ success: true, user }) });
    const userEv = userEvent.setup();
    const { router } = renderWithRouter(<AuthPage />, '/auth?redirect=/journey', { path: '/auth' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Log In or Sign Up' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Please log in or create an account to continue.',
    );
    await userEv.type(screen.getByLabelText('Username or Email'), 'wren@example.com');
    await userEv.type(screen.getByLabelText('Password'), 'secret1');
    await userEv.click(screen.getByRole('button', { name: 'Log In' }));

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/journey');
  });

  it('signs up on the Register tab and comes back to the redirect path', async () => {
    mockFetch({ 'POST /api/auth/signup': () => jsonResponse({ success: true, user }, 201) });
    const userEv = userEvent.setup();
    const { router } = renderWithRouter(<AuthPage />, '/auth?redirect=/subscribe', {
      path: '/auth',
    });

    await userEv.click(screen.getByRole('tab', { name: 'Register' }));
    await userEv.type(screen.getByLabelText('Username'), 'wren');
    await userEv.type(screen.getByLabelText('Email'), 'wren@example.com');
    await userEv.type(screen.getByLabelText('Password'), 'secret1');
    await userEv.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await userEv.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/subscribe');
  });

  it('sends a visitor who is signed in already to the redirect path', async () => {
    useAuthStore.setState({ user, isAuthenticated: true });
    const { router } = renderWithRouter(<AuthPage />, '/auth?redirect=/journey', { path: '/auth' });
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/journey');
  });

  it('waits for the session check, then shows the tabs', () => {
    useAuthStore.setState({ isLoading: true });
    renderWithRouter(<AuthPage />, '/auth', { path: '/auth' });
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ isLoading: false }));
    expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });
});
