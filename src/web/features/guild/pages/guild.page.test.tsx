import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUILD_CREED_DELAY_MS } from '../guild.constants';
import { GuildPage } from './guild.page';

let log: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  log = vi.spyOn(console, 'log').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('guild page', () => {
  it('walks from the welcome to the completion, by clicking and typing', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <MemoryRouter>
        <GuildPage />
      </MemoryRouter>,
    );

    await user.click(screen.getByRole('button', { name: 'No, not today' }));
    expect(screen.getByText(/That is perfectly all right/)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'A Candle in the Dark' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yes, I will' }));
    expect(screen.getByText('Lighting your lantern…')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(GUILD_CREED_DELAY_MS));
    const creedHeading = await screen.findByRole('heading', { name: 'Choose Your Creed' });
    expect(creedHeading).toHaveFocus();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(13);

    const next = screen.getByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText('Your creed line'), '   ');
    expect(next).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Courage/ }));
    expect(screen.getByRole('button', { name: /Courage/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Your creed line')).toHaveValue('Courage');
    await user.click(next);

    expect(await screen.findByRole('heading', { name: 'Reflect' })).toHaveFocus();
    const reflect = screen.getByRole('button', { name: 'Continue' });
    expect(reflect).toBeDisabled();
    await user.type(screen.getByLabelText('Your reflection'), 'Because I hesitate too long.');
    await user.click(reflect);

    expect(await screen.findByRole('heading', { name: 'Make an Offering' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    const complete = screen.getByRole('button', { name: 'Complete My Induction' });
    expect(complete).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Light a real lantern tonight/ }));
    await user.click(complete);

    expect(
      await screen.findByRole('heading', { name: 'Welcome, Lantern Bearer' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith(
      'Guild induction record',
      expect.objectContaining({
        chosen_creed_line: 'Courage',
        reflection: 'Because I hesitate too long.',
        offering: 4,
        source: 'front-page trailer link',
      }),
    );
  });
});
