import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBodies } from '../../../tests/web/support/mock-fetch';
import { AUTH_ERRORS, useAuthStore } from './auth.store';
import { aUser } from '../../../tests/web/support/users';

const initialState = useAuthStore.getState();

const user = aUser({ email: 'wren@example.com', journeyResetDate: '2026-12-01T00:00:00.000Z' });

function state() {
  const { user, isLoading, error, isAuthenticated } = useAuthStore.getState();
  return { user, isLoading, error, isAuthenticated };
}

/** A promise the test resolves by hand, to look at the state while a call is in flight. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  useAuthStore.setState(initialState, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('auth store (SPEC.md section 4, "Authentication")', () => {
  it('starts loading and unauthenticated, with no user and no error', () => {
    expect(state()).toEqual({ user: null, isLoading: true, error: null, isAuthenticated: false });
  });

  describe('checkAuth', () => {
    it('sets loading and clears the error, then sets the user and stops loading', async () => {
      const answer = deferred<Response>();
      mockFetch({ 'GET /api/auth/check': () => answer.promise });
      useAuthStore.setState({ isLoading: false, error: 'old' });

      const check = useAuthStore.getState().checkAuth();
      expect(state()).toMatchObject({ isLoading: true, error: null });

      answer.resolve(jsonResponse({ authenticated: true, user }));
      await check;
      expect(state()).toEqual({ user, isLoading: false, error: null, isAuthenticated: true });
    });

    it('signs out quietly when the server says nobody is signed in', async () => {
      mockFetch({
        'GET /api/auth/check': () => jsonResponse({ authenticated: false, user: null }),
      });

      await useAuthStore.getState().checkAuth();

      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: null,
        isAuthenticated: false,
      });
    });

    it('sets unauthenticated with an error when the check fails', async () => {
      vi.useFakeTimers();
      mockFetch({
        'GET /api/auth/check': () => {
          throw new TypeError('Failed to fetch');
        },
      });

      const check = useAuthStore.getState().checkAuth();
      await vi.runAllTimersAsync(); // the read's one retry
      await check;

      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: 'Failed to verify authentication status',
        isAuthenticated: false,
      });
    });

    it('does not undo a login that finished while the check was in flight', async () => {
      const checkAnswer = deferred<Response>();
      mockFetch({
        'GET /api/auth/check': () => checkAnswer.promise,
        'POST /api/auth/login': () => jsonResponse({ success: true, user, message: 'Welcome' }),
      });

      const check = useAuthStore.getState().checkAuth();
      await expect(useAuthStore.getState().login('wren', 'secret1')).resolves.toBe(true);
      checkAnswer.resolve(jsonResponse({ authenticated: false, user: null }));
      await check;

      expect(state()).toMatchObject({ user, isAuthenticated: true, isLoading: false });
    });
  });

  describe('login', () => {
    it('posts usernameOrEmail and password, then sets the user', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/login': () => jsonResponse({ success: true, user, message: 'Welcome' }),
      });

      await expect(useAuthStore.getState().login('wren', 'secret1')).resolves.toBe(true);

      expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([
        { usernameOrEmail: 'wren', password: 'secret1' },
      ]);
      expect(state()).toEqual({ user, isLoading: false, error: null, isAuthenticated: true });
    });

    it('sets loading and clears the error while the call runs', async () => {
      const answer = deferred<Response>();
      mockFetch({ 'POST /api/auth/login': () => answer.promise });
      useAuthStore.setState({ isLoading: false, error: 'old' });

      const login = useAuthStore.getState().login('wren', 'secret1');
      expect(state()).toMatchObject({ isLoading: true, error: null });

      answer.resolve(jsonResponse({ success: true, user }));
      await login;
    });

    it('on a 401 returns false, keeps no user and holds the server message', async () => {
      useAuthStore.setState({ user, isAuthenticated: true });
      mockFetch({
        'POST /api/auth/login': () =>
          jsonResponse({ success: false, message: 'Invalid username or password' }, 401),
      });

      await expect(useAuthStore.getState().login('wren', 'nope')).resolves.toBe(false);

      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: 'Invalid username or password',
        isAuthenticated: false,
      });
    });

    it('falls back to "Login failed" without a server message', async () => {
      mockFetch({
        'POST /api/auth/login': () =>
          new Response('<title>Bad Gateway</title>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      });

      await expect(useAuthStore.getState().login('wren', 'x')).resolves.toBe(false);
      expect(state().error).toBe(AUTH_ERRORS.loginFailed);
      expect(AUTH_ERRORS.loginFailed).toBe('Login failed');
    });

    it('uses the success:false message, or "Login failed"', async () => {
      mockFetch({ 'POST /api/auth/login': () => jsonResponse({ success: false }) });
      await expect(useAuthStore.getState().login('wren', 'x')).resolves.toBe(false);
      expect(state().error).toBe('Login failed');
    });

    it('reports anything unexpected with its own message', async () => {
      mockFetch({
        'POST /api/auth/login': () => {
          throw new TypeError('Failed to fetch');
        },
      });

      await expect(useAuthStore.getState().login('wren', 'x')).resolves.toBe(false);
      expect(state().error).toBe('An unexpected error occurred during login');
    });
  });

  describe('signup', () => {
    it('posts username, email and password, then sets the user', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/signup': () =>
          jsonResponse({ success: true, user, message: 'Account created' }, 201),
      });

      await expect(
        useAuthStore.getState().signup('wren', 'wren@example.com', 'secret1'),
      ).resolves.toBe(true);

      expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
        { username: 'wren', email: 'wren@example.com', password: 'secret1' },
      ]);
      expect(state()).toEqual({ user, isLoading: false, error: null, isAuthenticated: true });
    });

    it('on a 409 returns false with the server message', async () => {
      mockFetch({
        'POST /api/auth/signup': () =>
          jsonResponse({ success: false, message: 'Username is already taken' }, 409),
      });

      await expect(useAuthStore.getState().signup('wren', 'w@example.com', 'x')).resolves.toBe(
        false,
      );
      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: 'Username is already taken',
        isAuthenticated: false,
      });
    });

    it('falls back to "Registration failed", or the unexpected-error message', async () => {
      mockFetch({ 'POST /api/auth/signup': () => new Response('', { status: 500 }) });
      await useAuthStore.getState().signup('wren', 'w@example.com', 'secret1');
      expect(state().error).toBe('Registration failed');

      mockFetch({
        'POST /api/auth/signup': () => {
          throw new TypeError('Failed to fetch');
        },
      });
      await useAuthStore.getState().signup('wren', 'w@example.com', 'secret1');
      expect(state().error).toBe('An unexpected error occurred during registration');
    });
  });

  describe('logout', () => {
    it('clears the user and authentication', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/logout': () => jsonResponse({ success: true }),
      });
      useAuthStore.setState({ user, isAuthenticated: true, isLoading: false });

      await useAuthStore.getState().logout();

      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: null,
        isAuthenticated: false,
      });
    });

    it('clears them even when the call fails', async () => {
      mockFetch({ 'POST /api/auth/logout': () => jsonResponse({ success: false }, 500) });
      useAuthStore.setState({ user, isAuthenticated: true, isLoading: false });

      await useAuthStore.getState().logout();

      expect(state()).toEqual({
        user: null,
        isLoading: false,
        error: 'An unexpected error occurred during logout',
        isAuthenticated: false,
      });
    });
  });

  it('clears the error', () => {
    useAuthStore.setState({ error: 'Login failed' });
    useAuthStore.getState().clearError();
    expect(state().error).toBeNull();
  });

  it('setUser replaces the user; clearSession forgets it without a call', () => {
    const fetchMock = mockFetch({});
    useAuthStore.getState().setUser({ ...user, journeyCount: 2 });
    expect(state()).toMatchObject({ user: { journeyCount: 2 }, isAuthenticated: true });

    useAuthStore.getState().clearSession();
    expect(state()).toEqual({ user: null, isLoading: false, error: null, isAuthenticated: false });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
