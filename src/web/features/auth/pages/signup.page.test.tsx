import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { jsonResponse, mockFetch, sentBodies } from '../../../../../tests/web/support/mock-fetch';
import { currentPath, renderWithRouter } from '../../../../../tests/web/support/render-with-router';
import { SignupPage } from './signup.page';
import { aUser } from '../../../../../tests/web/support/users';

const initialState = useAuthStore.getState();
const user = aUser({ id: 9, email: 'wren@example.com' });

type UserEv = ReturnType<typeof userEvent.setup>;

/** The toast on screen: its title and description. */
async function findToast() {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByRole('listitem');
}

async function fill(userEv: UserEv, values: Partial<Record<string, string>>) {
  const labels: Record<string, string> = {
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
  };
  for (const [field, value] of Object.entries(values)) {
    if (value) await userEv.type(screen.getByLabelText(labels[field]!), value);
  }
}

const valid = {
  username: 'wren',
  email: 'wren@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

beforeEach(() => {
  useAuthStore.setState({ ...initialState, isLoading: false }, true);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/signup (SPEC.md sections 2, 5 and 8)', () => {
  it('shows the heading, the four fields, the button and the log-in link', () => {
    renderWithRouter(<SignupPage />, '/signup');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Begin your personal growth journey/)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it.each([
    [
      'a missing field',
      { ...valid, email: '' },
      'Missing information',
      'Please fill in all fields',
      'Email',
    ],
    [
      'passwords that differ',
      { ...valid, confirmPassword: 'secret2' },
      'Passwords do not match',
      'Please make sure your passwords match',
      'Confirm Password',
    ],
    [
      'a short password',
      { ...valid, password: '12345', confirmPassword: '12345' },
      'Password too short',
      'Password must be at least 6 characters',
      'Password',
    ],
    [
      'an invalid email',
      { ...valid, email: 'wren@home' },
      'Invalid email',
      'Please enter a valid email address',
      'Email',
    ],
  ])(
    'answers %s with the exact toast and sends nothing',
    async (_case, values, title, description, label) => {
      const fetchMock = mockFetch({});
      const userEv = userEvent.setup();
      renderWithRouter(<SignupPage />, '/signup');

      await fill(userEv, values);
      await userEv.click(screen.getByRole('button', { name: 'Sign Up' }));

      const shown = await findToast();
      expect(within(shown).getByText(title)).toBeInTheDocument();
      expect(within(shown).getByText(description)).toBeInTheDocument();
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(description));
      expect(field).toHaveFocus();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it('shows the strength meter for the password', async () => {
    const userEv = userEvent.setup();
    renderWithRouter(<SignupPage />, '/signup');

    await userEv.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await userEv.type(screen.getByLabelText('Password'), 'def');
    expect(screen.getByText('Medium')).toBeInTheDocument();
  });

  it.each([
    [409, 'Username is already taken', 'Username Not Available', 'Username is already taken'],
    [409, 'Email is already registered', 'Email Already Registered', 'Email is already registered'],
    [
      400,
      'Username may only contain letters, digits and . _ -',
      'Error Creating Account',
      'Username may only contain letters, digits and . _ -',
    ],
    [500, undefined, 'Error Creating Account', 'Failed to create account. Please try again.'],
  ])('maps a %i answer (%s) to the toast %s', async (status, message, title, description) => {
    mockFetch({
      'POST /api/auth/signup': () => jsonResponse({ success: false, message }, status),
    });
    const userEv = userEvent.setup();
    const { router } = renderWithRouter(<SignupPage />, '/signup');

    await fill(userEv, valid);
    await userEv.click(screen.getByRole('button', { name: 'Sign Up' }));

    const shown = await findToast();
    expect(within(shown).getByText(title)).toBeInTheDocument();
    expect(within(shown).getByText(description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    expect(currentPath(router)).toBe('/signup');
  });

  it('reads Creating Account... while busy, then goes to /account', async () => {
    let answer!: (response: Response) => void;
    const fetchMock = mockFetch({
      'POST /api/auth/signup': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const userEv = userEvent.setup();
    const { router } = renderWithRouter(<SignupPage />, '/signup');

    await fill(userEv, { ...valid, username: '  wren ' });
    await userEv.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    act(() => answer(jsonResponse({ success: true, user, message: 'Welcome' }, 201)));

    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/account');
    expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
      { username: 'wren', email: 'wren@example.com', password: 'secret1' },
    ]);
  });

  // Issue 34: reminders and news are opt-in: the box starts unticked, and unticked sends nothing
  // (the server takes an absent field as no).
  it('asks about reminders and news with an unticked box, and sends yes only when ticked', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/signup': () => jsonResponse({ success: false, message: 'No' }, 400),
    });
    const userEv = userEvent.setup();
    renderWithRouter(<SignupPage />, '/signup');
    const box = screen.getByRole('checkbox', { name: /Reminders and news/ });
    expect(box).not.toBeChecked();

    await fill(userEv, valid);
    await userEv.click(screen.getByRole('button', { name: 'Sign Up' }));
    await findToast();
    await userEv.click(box);
    expect(box).toBeChecked();
    await userEv.click(screen.getByRole('button', { name: 'Sign Up' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /api/auth/signup')).toEqual([
        { username: 'wren', email: 'wren@example.com', password: 'secret1' },
        { username: 'wren', email: 'wren@example.com', password: 'secret1', engagement: true },
      ]),
    );
  });

  it('sends a visitor who is signed in already to /account', async () => {
    useAuthStore.setState({ user, isAuthenticated: true });
    const { router } = renderWithRouter(<SignupPage />, '/signup');
    await screen.findByTestId('location');
    expect(currentPath(router)).toBe('/account');
  });
});
