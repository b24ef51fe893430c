// The journey screen's first moments: gentle example prompts on an empty journey.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '../../../components/ui/toast.store';
import { useAuthStore } from '../../../stores/auth.store';
import { EXAMPLE_PROMPTS } from '../components/example-prompts';
import { TYPING_SCALE_KEY } from '../journey.constants';
import {
  api,
  input,
  log,
  renderJourney,
  sendMessage,
  signIn,
  toFirstQuestion,
} from './journey.page.test-support';

const prompts = () => screen.queryByRole('group', { name: /Not sure where to begin/ });

beforeEach(() => {
  window.localStorage.setItem(TYPING_SCALE_KEY, '0');
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false, error: null });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signIn();
});
afterEach(() => {
  act(() => resetToasts());
  window.localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('an empty journey', () => {
  it('offers a few gentle example prompts; one fills the box, to be changed before sending', async () => {
    api();
    renderJourney();
    const group = await screen.findByRole('group', { name: /Not sure where to begin/ });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([...EXAMPLE_PROMPTS]);

    await userEvent.click(buttons[1] as HTMLElement);
    expect(input()).toHaveValue(EXAMPLE_PROMPTS[1]);
    expect(input()).toHaveFocus();
    await userEvent.type(input(), ' It is tomorrow.');
    expect(input()).toHaveValue(`${EXAMPLE_PROMPTS[1]} It is tomorrow.`);
  });

  it('puts them away once the person has said something', async () => {
    api();
    renderJourney();
    await screen.findByRole('group', { name: /Not sure where to begin/ });
    await sendMessage('Tired and a bit lost');
    await within(log()).findByText('That sounds heavy. I hear you.');
    expect(prompts()).toBeNull();
    expect(input()).toHaveValue('');
  });

  it('does not offer them in a journey under way (after a reload)', async () => {
    api();
    const first = renderJourney();
    await toFirstQuestion();
    first.unmount();
    renderJourney();
    expect(within(log()).getByText('What did the fox teach you?')).toBeInTheDocument();
    expect(prompts()).toBeNull();
  });
});
