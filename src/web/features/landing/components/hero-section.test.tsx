import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as analytics from '../../../lib/analytics';
import { HERO_MESSAGES } from '../../../../domain/analytics/hero-messages';
import { useAuthStore } from '../../../stores/auth.store';
import { TAGLINE_HOLD_MS, TAGLINE_MS_PER_CHAR } from '../lib/tagline';
import { HeroSection } from './hero-section';

/** What has been typed (without the blinking cursor). */
const typed = (element: HTMLElement) => element.textContent?.replace(/\u00a0$/, '');
const text = (id: string) => HERO_MESSAGES.find((m) => m.id === id)?.text ?? '';

function renderHero() {
  const onMessage = vi.fn();
  render(
    <MemoryRouter>
      <HeroSection onMessage={onMessage} getMessageId={() => 'x'} />
    </MemoryRouter>,
  );
  return { onMessage };
}

beforeEach(() => {
  vi.useFakeTimers();
  useAuthStore.setState({ user: null, isAuthenticated: false, isLoading: false });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('landing tagline', () => {
  it('picks by weight at the local time, types it at 40 ms per character, then rotates', () => {
    vi.setSystemTime(new Date(2026, 10, 22, 13, 0)); // afternoon: uplifting and curious boosted
    vi.spyOn(Math, 'random').mockReturnValue(0.999); // the last message: curious-1
    const track = vi.spyOn(analytics, 'track').mockImplementation(() => {});
    const { onMessage } = renderHero();

    const tagline = screen.getByTestId('tagline');
    const first = text('curious-1');
    expect(typed(tagline)).toBe('');
    expect(screen.getByText(first, { selector: '.sr-only' })).toBeInTheDocument();
    expect(onMessage).toHaveBeenLastCalledWith('curious-1');
    expect(track).toHaveBeenCalledWith({ eventType: 'impression', messageId: 'curious-1' });

    act(() => vi.advanceTimersByTime(TAGLINE_MS_PER_CHAR * 5));
    expect(typed(tagline)).toBe(first.slice(0, 5));

    act(() => vi.advanceTimersByTime(TAGLINE_MS_PER_CHAR * first.length));
    expect(typed(tagline)).toBe(first);

    act(() => vi.advanceTimersByTime(TAGLINE_HOLD_MS));
    expect(onMessage).not.toHaveBeenLastCalledWith('curious-1');
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('counts one impression per tagline shown, even when React runs its effects again', () => {
    // React may run an effect again for the same display (StrictMode does so on purpose).
    const track = vi.spyOn(analytics, 'track').mockImplementation(() => {});
    render(
      <StrictMode>
        <MemoryRouter>
          <HeroSection onMessage={() => {}} getMessageId={() => 'x'} />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('shows Login to Begin with a hint when signed out', () => {
    renderHero();
    expect(screen.getByRole('button', { name: /Login to Begin/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('shows Begin Your Journey when signed in', () => {
    useAuthStore.setState({
      isAuthenticated: true,
      user: {
        id: 1,
        username: 'wren',
        isAdmin: false,
        journeyCount: 2,
        hasActiveSubscription: false,
      },
    });
    renderHero();
    expect(screen.getByRole('button', { name: /Begin Your Journey/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'create a free account' })).not.toBeInTheDocument();
  });
});
