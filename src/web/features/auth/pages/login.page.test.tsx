import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { LoginPage } from './login.page';
import { aUser } from '../../../../../tests/web/support/users';

const initialState = useAuthStore.getState();
const user = aUser({ email: 'wren@example.com' });

function renderLogin(entry = '/login') {
  return renderWithRouter(<LoginPage />, entry, { path: '/login' });
}

function loginForm() {
  return screen.getByRole('form', { name: 'Log in' });
}

function registerForm() {
  return screen.getByRole('form', { name: 'Register' });
}

beforeEach(() => {
  useAuthStore.setState({ ...initialState, isLoading: false }, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/login (SPEC.md section 2)', () => {
  it('shows the Login and Register tabs, the links and the side panel', () => {
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    const form = loginForm();
    expect(within(form).getByLabelText('Username or Email')).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(within(form).getByLabelText('Password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(within(form).getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(within(form).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    const panel = screen.getByRole('complementary', { name: 'Login Required' });
    expect(panel).toHaveTextContent('requires an account to access all features');
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
  });

  it('shows the message parameter as an info alert', () => {
    renderLogin('/login?message=Please%20log%20in%20to%20subscribe');
    expect(screen.getByRole('status')).toHaveTextContent('Please log in to subscribe');
  });

  it('sends a visitor who is signed in already to /', async () => {
    useAuthStore.setState({ user, isAuthenticated: true });
    const { router } = renderLogin('/login?redirect=/journey');

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/');
  });

  it('sends a visitor to / once the session check finds them signed in', async () => {
    useAuthStore.setState({ isLoading: true });
    const { router } = renderLogin();
    expect(loginForm()).toBeInTheDocument();

    act(() => useAuthStore.setState({ user, isAuthenticated: true, isLoading: false }));

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/');
  });

  describe('Login tab', () => {
    it('requires both fields and sends nothing (blank after trimming)', async () => {
      const fetchMock = mockFetch({});
      const userEv = userEvent.setup();
      renderLogin();

      await userEv.type(screen.getByLabelText('Password'), '   ');
      await userEv.click(screen.getByRole('button', { name: 'Log In' }));

      const name = screen.getByLabelText('Username or Email');
      const password = screen.getByLabelText('Password');
      expect(screen.getByText('Username or email is required')).toBeInTheDocument();
      expect(screen.getByText('Password is required')).toBeInTheDocument();
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(name).toHaveAccessibleDescription('Username or email is required');
      expect(password).toHaveAccessibleDescription('Password is required');
      expect(name).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('clears a message once the field is filled in', async () => {
      mockFetch({});
      const userEv = userEvent.setup();
      renderLogin();

      await userEv.click(screen.getByRole('button', { name: 'Log In' }));
      await userEv.type(screen.getByLabelText('Username or Email'), 'wren');

      expect(screen.queryByText('Username or email is required')).not.toBeInTheDocument();
      expect(screen.getByLabelText('Username or Email')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByText('Password is required')).toBeInTheDocument();
    });

    it("shows 'Login Failed' with 'Invalid username or password' on wrong credentials", async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/login': () =>
          jsonResponse({ success: false, message: 'Invalid username or password' }, 401),
      });
      const userEv = userEvent.setup();
      renderLogin();

      await userEv.type(screen.getByLabelText('Username or Email'), '  wren  ');
      await userEv.type(screen.getByLabelText('Password'), 'wrong-one');
      await userEv.click(screen.getByRole('button', { name: 'Log In' }));

      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Login Failed')).toBeInTheDocument();
      expect(within(alert).getByText('Invalid username or password')).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/auth/login')).toEqual([
        { usernameOrEmail: 'wren', password: 'wrong-one' },
      ]);
      expect(screen.getByRole('button', { name: 'Log In' })).toBeEnabled();
    });

    it("passes on the server's throttling message", async () => {
      const throttled = 'Too many failed login attempts. Please try again in 15 minutes.';
      mockFetch({
        'POST /api/auth/login': () => jsonResponse({ success: false, message: throttled }, 429),
      });
      const userEv = userEvent.setup();
      renderLogin();

      await userEv.type(screen.getByLabelText('Username or Email'), 'wren');
      await userEv.type(screen.getByLabelText('Password'), 'secret1');
      await userEv.click(screen.getByRole('button', { name: 'Log In' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Login Failed');
      expect(alert).toHaveTextContent(throttled);
    });

    it('shows a busy button, then goes to the redirect target', async () => {
      let answer!: (response: Response) => void;
      mockFetch({
        'POST /api/auth/login': () => new Promise<Response>((resolve) => (answer = resolve)),
      });
      const userEv = userEvent.setup();
      const { router } = renderLogin('/login?redirect=/journey');

      await userEv.type(screen.getByLabelText('Username or Email'), 'wren');
      await userEv.type(screen.getByLabelText('Password'), 'secret1');
      await userEv.click(screen.getByRole('button', { name: 'Log In' }));

      expect(screen.getByRole('button', { name: 'Logging In...' })).toBeDisabled();
      act(() => answer(jsonResponse({ success: true, user })));

      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/journey');
      expect(useAuthStore.getState().user).toEqual(user);
    });

    it.each([
      ['/login', '/'],
      ['/login?redirect=https://evil.example/', '/'],
      ['/login?redirect=//evil.example', '/'],
    ])('from %s goes to %s', async (entry, target) => {
      mockFetch({ 'POST /api/auth/login': () => jsonResponse({ success: true, user }) });
      const userEv = userEvent.setup();
      const { router } = renderLogin(entry);

      await userEv.type(screen.getByLabelText('Username or Email'), 'wren');
      await userEv.type(screen.getByLabelText('Password'), 'secret1');
      await userEv.click(screen.getByRole('button', { name: 'Log In' }));

      await screen.findByTestId('location');
      expect(router.state.location.pathname).toBe(target);
    });
  });

  describe('Register tab', () => {
    async function openRegister() {
      const userEv = userEvent.setup();
      renderLogin('/login?redirect=/journey');
      await userEv.click(screen.getByRole('tab', { name: 'Register' }));
      return userEv;
    }

    it('gives the exact message of each rule and sends nothing', async () => {
      const fetchMock = mockFetch({});
      const userEv = await openRegister();
      const form = registerForm();

      await userEv.type(within(form).getByLabelText('Username'), 'wr');
      await userEv.type(within(form).getByLabelText('Email'), 'wren-at-home');
      await userEv.type(within(form).getByLabelText('Password'), '12345');
      await userEv.click(within(form).getByRole('button', { name: 'Create Account' }));

      expect(within(form).getByLabelText('Username')).toHaveAccessibleDescription(
        'Username must be at least 3 characters',
      );
      expect(within(form).getByLabelText('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(within(form).getByText('Password must be at least 6 characters')).toBeInTheDocument();
      expect(within(form).getByLabelText('Confirm Password')).toHaveAccessibleDescription(
        'Please confirm your password',
      );
      expect(within(form).getByLabelText('Username')).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("says 'Passwords do not match'", async () => {
      mockFetch({});
      const userEv = await openRegister();
      const form = registerForm();

      await userEv.type(within(form).getByLabelText('Username'), 'wren');
      await userEv.type(within(form).getByLabelText('Email'), 'wren@example.com');
      await userEv.type(within(form).getByLabelText('Password'), 'secret1');
      await userEv.type(within(form).getByLabelText('Confirm Password'), 'secret2');
      await userEv.click(within(form).getByRole('button', { name: 'Create Account' }));

      expect(within(form).getByText('Passwords do not match')).toBeInTheDocument();
      expect(within(form).getByLabelText('Confirm Password')).toHaveFocus();
    });

    it('uses the new-password and email autocomplete hints and shows the strength meter', async () => {
      const userEv = await openRegister();
      const form = registerForm();

      expect(within(form).getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(within(form).getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
      expect(within(form).getByLabelText('Password')).toHaveAttribute(
        'autocomplete',
        'new-password',
      );
      await userEv.type(within(form).getByLabelText('Password'), 'Abcdefg1');
      expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
        expect.stringContaining('Password strength: Strong'),
      );
    });

    it("shows 'Registration Failed: Username or email may already be in use'", async () => {
      mockFetch({
        'POST /api/auth/signup': () =>
          jsonResponse({ success: false, message: 'Email is already registered' }, 409),
      });
      const userEv = await openRegister();
      const form = registerForm();

      await userEv.type(within(form).getByLabelText('Username'), 'wren');
      await userEv.type(within(form).getByLabelText('Email'), 'wren@example.com');
      await userEv.type(within(form).getByLabelText('Password'), 'secret1');
      await userEv.type(within(form).getByLabelText('Confirm Password'), 'secret1');
      await userEv.click(within(form).getByRole('button', { name: 'Create Account' }));

      const alert = await within(form).findByRole('alert');
      expect(alert).toHaveTextContent('Registration Failed');
      expect(alert).toHaveTextContent('Username or email may already be in use');
    });

    // Issue 34: reminders and news are opt-in here too.
    it('asks about reminders and news with an unticked box, and sends yes only when ticked', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/signup': () => jsonResponse({ success: true, user }, 201),
      });
      const userEv = await openRegister();
      const form = registerForm();
      const box = within(form).getByRole('checkbox', { name: /Reminders and news/ });
      expect(box).not.toBeChecked();
      await userEv.type(within(form).getByLabelText('Username'), 'wren');
      await userEv.type(within(form).getByLabelText('Email'), 'wren@example.com');
      await userEv.type(within(form).getByLabelText('Password'), 'secret1');
      await userEv.type(within(form).getByLabelText('Confirm Password'), 'secret1');
      await userEv.click(box);
      await userEv.click(within(form).getByRole('button', { name: 'Create Account' }));
      await screen.findByTestId('location');
      expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
        { username: 'wren', email: 'wren@example.com', password: 'secret1', engagement: true },
      ]);
    });

    it('signs up and goes to the redirect target', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/signup': () => jsonResponse({ success: true, user }, 201),
      });
      const userEv = userEvent.setup();
      const { router } = renderLogin('/login?redirect=/journey');
      await userEv.click(screen.getByRole('tab', { name: 'Register' }));
      const form = registerForm();

      await userEv.type(within(form).getByLabelText('Username'), ' wren ');
      await userEv.type(within(form).getByLabelText('Email'), 'wren@example.com');
      await userEv.type(within(form).getByLabelText('Password'), 'secret1');
      await userEv.type(within(form).getByLabelText('Confirm Password'), 'secret1');
      await userEv.click(within(form).getByRole('button', { name: 'Create Account' }));

      await screen.findByTestId('location');
      expect(currentPath(router)).toBe('/journey');
      expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
        { username: 'wren', email: 'wren@example.com', password: 'secret1' },
      ]);
    });

    it('opens on the Register tab with tab=register', () => {
      renderLogin('/login?tab=register');
      expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    });
  });

  describe('panels', () => {
    it('shows the reset panel when resetToken is present, and Go to login after success', async () => {
      const fetchMock = mockFetch({
        'POST /api/auth/password-reset-confirm': () =>
          jsonResponse({
            success: true,
            message: 'Your password has been reset. You can now log in with your new password.',
          }),
      });
      const userEv = userEvent.setup();
      const { router } = renderLogin('/login?resetToken=tok123&redirect=/journey');

      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Choose a New Password' })).toBeInTheDocument();
      await userEv.type(screen.getByLabelText('New Password'), 'Abcdefg1');
      await userEv.type(screen.getByLabelText('Confirm New Password'), 'Abcdefg1');
      await userEv.click(screen.getByRole('button', { name: 'Reset Password' }));

      expect(
        await screen.findByText(
          'Your password has been reset. You can now log in with your new password.',
        ),
      ).toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /api/auth/password-reset-confirm')).toEqual([
        { token: 'tok123', newPassword: 'Abcdefg1' },
      ]);

      await userEv.click(screen.getByRole('button', { name: 'Go to login' }));
      expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
      const params = new URLSearchParams(router.state.location.search);
      expect([...params.keys()]).toEqual(['redirect']);
      expect(params.get('redirect')).toBe('/journey');
    });

    it("says 'Missing reset token...' for an empty resetToken", () => {
      renderLogin('/login?resetToken=');
      expect(screen.getByRole('alert')).toHaveTextContent(/^Missing reset token\.\.\.$/);
    });

    it('shows the forgot-password panel with view=forgot, and goes back to the tabs', async () => {
      const userEv = userEvent.setup();
      renderLogin('/login?view=forgot');

      expect(screen.getByRole('heading', { name: 'Forgot Your Password?' })).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Forgot password' })).toBeInTheDocument();

      await userEv.click(screen.getByRole('button', { name: 'Back to login' }));
      await waitFor(() => expect(screen.getByRole('tab', { name: 'Login' })).toBeInTheDocument());
    });
  });
});
