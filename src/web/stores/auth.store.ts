// Client auth state (SPEC.md sections 3 and 4): loading at start, a check on app start, login,
// signup and logout. Logout clears the state even when the call fails.
import { create } from 'zustand';
import { apiRequest, isApiError } from '../lib/api-client';
import { reportError } from '../lib/error-reporter';

export interface User {
  id: number;
  username: string;
  email?: string | null;
  /** Additive to SPEC.md's User: the address is confirmed, so journeys may be emailed to it. */
  emailConfirmed?: boolean;
  isAdmin: boolean;
  /** Additive: may open the read-only audit pages (/audit). */
  isAuditor?: boolean;
  journeyCount: number;
  hasActiveSubscription: boolean;
  journeyResetDate?: string | null;
}

interface AuthResponse {
  success: boolean;
  message?: string;
  user?: User | null;
}

/** The error texts of the auth state (SPEC.md section 8, "Authentication"). */
export const AUTH_ERRORS = {
  loginFailed: 'Login failed',
  loginUnexpected: 'An unexpected error occurred during login',
  signupFailed: 'Registration failed',
  signupUnexpected: 'An unexpected error occurred during registration',
  logoutUnexpected: 'An unexpected error occurred during logout',
  checkFailed: 'Failed to verify authentication status',
} as const;

export interface AuthState {
  user: User | null;
  isLoading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  checkAuth(): Promise<void>;
  login(usernameOrEmail: string, password: string): Promise<boolean>;
  /** `engagement`: reminders and news wanted (opt-in; sent only when true, the server's default is no). */
  signup(username: string, email: string, password: string, engagement?: boolean): Promise<boolean>;
  logout(): Promise<void>;
  clearError(): void;
  /** Replaces the user after a server change (e.g. journeys left). */
  setUser(user: User): void;
  /** Forgets the session without calling the server (e.g. after the account was deleted). */
  clearSession(): void;
}

const signedOut = { user: null, isAuthenticated: false, isLoading: false };

/** The server's message, the fallback for a failed answer, or the one for anything unexpected. */
function failureMessage(error: unknown, fallback: string, unexpected: string): string {
  if (isApiError(error)) {
    const message = (error.responseData as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' && message ? message : fallback;
  }
  return unexpected;
}

export const useAuthStore = create<AuthState>()((set) => {
  // Each action takes a ticket; an answer that arrives after a newer action started is stale and
  // must not overwrite its result (e.g. the start-up check, sent before the user logged in on a
  // slow network, answering "not authenticated" after the login succeeded).
  let latest = 0;
  const begin = () => ++latest;
  const settle = (ticket: number, state: Partial<AuthState>) => {
    if (ticket === latest) set(state);
  };

  const authenticate = async (
    path: string,
    body: Record<string, string | boolean>,
    fallback: string,
    unexpected: string,
  ): Promise<boolean> => {
    const ticket = begin();
    set({ isLoading: true, error: null });
    try {
      const response = await apiRequest<AuthResponse>(path, { method: 'POST', body });
      if (!response?.success || !response.user) {
        settle(ticket, { ...signedOut, error: response?.message || fallback });
        return false;
      }
      settle(ticket, { user: response.user, isAuthenticated: true, isLoading: false, error: null });
      return true;
    } catch (error) {
      if (!isApiError(error)) reportError('auth_error', error);
      settle(ticket, { ...signedOut, error: failureMessage(error, fallback, unexpected) });
      return false;
    }
  };

  return {
    user: null,
    isLoading: true,
    error: null,
    isAuthenticated: false,

    checkAuth: async () => {
      const ticket = begin();
      set({ isLoading: true, error: null });
      try {
        const response = await apiRequest<{ authenticated: boolean; user: User | null }>(
          '/api/auth/check',
        );
        if (response?.authenticated && response.user) {
          settle(ticket, { user: response.user, isAuthenticated: true, isLoading: false });
        } else {
          settle(ticket, signedOut);
        }
      } catch {
        settle(ticket, { ...signedOut, error: AUTH_ERRORS.checkFailed });
      }
    },

    login: (usernameOrEmail, password) =>
      authenticate(
        '/api/auth/login',
        { usernameOrEmail, password },
        AUTH_ERRORS.loginFailed,
        AUTH_ERRORS.loginUnexpected,
      ),

    signup: (username, email, password, engagement = false) =>
      authenticate(
        '/api/auth/signup',
        { username, email, password, ...(engagement ? { engagement: true } : {}) },
        AUTH_ERRORS.signupFailed,
        AUTH_ERRORS.signupUnexpected,
      ),

    logout: async () => {
      const ticket = begin();
      try {
        await apiRequest('/api/auth/logout', { method: 'POST' });
        settle(ticket, { ...signedOut, error: null });
      } catch {
        settle(ticket, { ...signedOut, error: AUTH_ERRORS.logoutUnexpected });
      }
    },

    clearError: () => set({ error: null }),
    setUser: (user) => set({ user, isAuthenticated: true }),
    clearSession: () => {
      begin();
      set({ ...signedOut, error: null });
    },
  };
});
