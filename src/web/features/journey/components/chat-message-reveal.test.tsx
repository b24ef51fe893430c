import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../journey.types';
import { ChatMessageView } from './chat-message';

function ai(text: string, kind: ChatMessage['kind'] = 'message', complete = true): ChatMessage {
  return {
    id: 'm1',
    role: 'ai',
    kind,
    text,
    complete,
    ...(kind === 'story' ? { title: 'T' } : {}),
  };
}

function renderTyping(message: ChatMessage) {
  const onTyped = vi.fn();
  const view = (next: ChatMessage) => (
    <ol>
      <ChatMessageView message={next} typing onTyped={onTyped} renderReadAloud={() => null} />
    </ol>
  );
  const result = render(view(message));
  const shown = () => result.container.querySelector('[data-slot="typed-text"]')?.textContent ?? '';
  return { ...result, shown, onTyped, update: (next: ChatMessage) => result.rerender(view(next)) };
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

/** Moves the clock on one millisecond at a time, letting React re-render in between. */
function advance(ms: number) {
  for (let i = 0; i < ms; i++) act(() => vi.advanceTimersByTime(1));
}

const LONG = 'The fox waited by the river. The fog lifted slowly, and she saw the far bank.';

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('revealing a message at once', () => {
  it('Show all reveals the rest of the message being typed and ends the typing', () => {
    const t = renderTyping(ai(LONG));
    advance(60);
    expect(t.shown().length).toBeLessThan(LONG.length);

    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));

    expect(t.shown()).toBe(LONG);
    expect(t.onTyped).toHaveBeenCalledWith('m1');
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });

  it('a tap on the message being typed reveals it too', () => {
    const t = renderTyping(ai(LONG, 'reflection'));
    advance(40);
    fireEvent.click(t.container.querySelector('[data-slot="typed-text"]') as HTMLElement);
    expect(t.shown()).toBe(LONG);
  });

  it('a revealed story still streaming shows each new part as it arrives', () => {
    const t = renderTyping(ai('Once upon', 'story', false));
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(t.shown()).toBe('Once upon');
    expect(t.onTyped).not.toHaveBeenCalled(); // more is coming
    t.update(ai('Once upon a time, a fox.', 'story', true));
    expect(t.shown()).toBe('Once upon a time, a fox.');
    expect(t.onTyped).toHaveBeenCalledTimes(1);
  });

  it('keeps the spec speeds otherwise (nothing is revealed unasked)', () => {
    mockReducedMotion(false);
    const t = renderTyping(ai(LONG));
    advance(15 * 5);
    expect(t.shown()).toBe(LONG.slice(0, 5));
  });

  it('with prefers-reduced-motion the text appears at once', () => {
    mockReducedMotion(true);
    const t = renderTyping(ai(LONG));
    expect(t.shown()).toBe(LONG);
    expect(t.onTyped).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull();
  });
});
