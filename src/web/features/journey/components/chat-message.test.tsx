import { act, fireEvent, render, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SENTENCE_PAUSE_CHARS, TYPING_MS, TYPING_SCALE_KEY } from '../journey.constants';
import type { ChatMessage, MessageKind } from '../journey.types';
import { charDelay } from '../lib/typing';
import { ChatMessageView } from './chat-message';

function ai(text: string, kind: MessageKind = 'message', complete = true): ChatMessage {
  return {
    id: 'm1',
    role: 'ai',
    kind,
    text,
    complete,
    ...(kind === 'story' ? { title: 'T' } : {}),
  };
}

function renderTyping(message: ChatMessage, onTyped = vi.fn()) {
  const renderReadAloud = vi.fn(() => <span data-testid="read-aloud" />);
  const view = render(
    <ol>
      <ChatMessageView
        message={message}
        typing
        onTyped={onTyped}
        renderReadAloud={renderReadAloud}
      />
    </ol>,
  );
  const shown = () => view.container.querySelector('[data-slot="typed-text"]')?.textContent ?? '';
  const rerender = (next: ChatMessage) =>
    view.rerender(
      <ol>
        <ChatMessageView
          message={next}
          typing
          onTyped={onTyped}
          renderReadAloud={renderReadAloud}
        />
      </ol>,
    );
  return { ...view, shown, rerender, onTyped, renderReadAloud };
}

/** Moves the clock on one millisecond at a time, letting React re-render in between. */
function advance(ms: number) {
  for (let i = 0; i < ms; i++) act(() => vi.advanceTimersByTime(1));
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('typing speeds (SPEC.md section 9)', () => {
  it.each([
    ['message', 15],
    ['story', 10],
    ['reflection', 20],
  ] as const)('types a %s at %i ms per character', (kind, ms) => {
    expect(TYPING_MS[kind]).toBe(ms);
    const t = renderTyping(ai('abcdef', kind));
    expect(t.shown()).toBe('');
    advance(ms * 3 - 1);
    expect(t.shown()).toBe('ab');
    advance(1);
    expect(t.shown()).toBe('abc');
    advance(ms * 3);
    expect(t.shown()).toBe('abcdef');
  });

  it('pauses longer at the end of a sentence', () => {
    const t = renderTyping(ai('Yes. No', 'story'));
    advance(40);
    expect(t.shown()).toBe('Yes.');
    advance(10 * SENTENCE_PAUSE_CHARS - 1);
    expect(t.shown()).toBe('Yes.');
    advance(1);
    expect(t.shown()).toBe('Yes. ');
    advance(20);
    expect(t.shown()).toBe('Yes. No');
  });

  it('charDelay: a pause after . ! ? (also before a closing quote) and after a line break', () => {
    expect(charDelay('Hi. there', 2, 10)).toBe(10); // the "." itself
    expect(charDelay('Hi. there', 3, 10)).toBe(200); // the space after it
    expect(charDelay('Wait!" she', 6, 10)).toBe(200);
    expect(charDelay('e.g.x', 4, 10)).toBe(10); // no space: not a sentence end
    expect(charDelay('line\nnext', 5, 10)).toBe(80);
  });

  it('reports done once, and shows the read-aloud slot only when the text is complete', () => {
    const t = renderTyping(ai('Hi!'));
    advance(44);
    expect(t.onTyped).not.toHaveBeenCalled();
    expect(t.queryByTestId('read-aloud')).toBeNull();
    advance(1);
    expect(t.onTyped).toHaveBeenCalledTimes(1);
    expect(t.onTyped).toHaveBeenCalledWith('m1');
    expect(t.renderReadAloud).toHaveBeenCalledWith('Hi!', 'message');
    advance(1000);
    expect(t.onTyped).toHaveBeenCalledTimes(1);
  });

  it('types a streamed story as it arrives, without waiting for the whole of it', () => {
    const t = renderTyping(ai('Once', 'story', false));
    advance(40);
    expect(t.shown()).toBe('Once');
    advance(500);
    expect(t.onTyped).not.toHaveBeenCalled(); // more may come
    t.rerender(ai('Once upon', 'story', false));
    advance(50);
    expect(t.shown()).toBe('Once upon');
    t.rerender(ai('Once upon a time', 'story', true));
    advance(69);
    expect(t.shown()).toBe('Once upon a tim');
    advance(1);
    expect(t.shown()).toBe('Once upon a time');
    expect(t.onTyped).toHaveBeenCalledTimes(1);
    expect(t.renderReadAloud).toHaveBeenCalledWith('Once upon a time', 'story');
  });

  it('catches up when its timer fires late (a background tab)', () => {
    const t = renderTyping(ai('abcdefghij'));
    advance(15);
    expect(t.shown()).toBe('a');
    vi.setSystemTime(Date.now() + 90); // the clock moved on while no timer ran
    act(() => vi.advanceTimersByTime(15));
    // 120 ms in: every character due by then (one per 15 ms) shows at once.
    expect(t.shown()).toBe('abcdefgh');
  });

  it('types instantly with the test-only typing scale 0', () => {
    window.localStorage.setItem(TYPING_SCALE_KEY, '0');
    const t = renderTyping(ai('All at once.'));
    expect(t.shown()).toBe('All at once.');
    expect(t.onTyped).toHaveBeenCalledTimes(1);
  });

  it('multiplies every delay by the typing scale', () => {
    window.localStorage.setItem(TYPING_SCALE_KEY, '2');
    const t = renderTyping(ai('abc'));
    advance(59);
    expect(t.shown()).toBe('a');
    advance(1);
    expect(t.shown()).toBe('ab');
  });
});

describe('chat messages', () => {
  it('shows a crisis reply with its help lines once typed', () => {
    const t = renderTyping({
      ...ai('You matter.'),
      resources: [{ region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' }],
    });
    expect(t.queryByText(/988 Suicide/)).toBeNull();
    advance(1000);
    expect(t.getByText('988 Suicide & Crisis Lifeline (call or text 988)')).toBeInTheDocument();
    // The server's {region, line} shape: each way in can be tapped.
    expect(t.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    expect(t.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
  });

  it('offers a check-in’s three answers while it waits, and closes them once one is chosen', () => {
    const answers = [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No, not like that' },
      { value: 'rather_not_say', label: "I'd rather not say" },
    ] as const;
    const asked = {
      id: 'c',
      role: 'ai' as const,
      kind: 'message' as const,
      text: 'May I ask you directly?',
      complete: true,
      resources: [{ region: 'US', line: '988 Suicide & Crisis Lifeline (call or text 988)' }],
      checkIn: { answers: [...answers] },
    };
    const chosen: string[] = [];
    const view = render(
      <ol>
        <ChatMessageView
          message={asked}
          typing={false}
          renderReadAloud={() => null}
          checkInOpen
          onCheckIn={(answer) => chosen.push(answer)}
        />
      </ol>,
    );
    const group = within(view.getByRole('group', { name: 'Your answer' }));
    expect(group.getAllByRole('button').map((b) => b.textContent)).toEqual(
      answers.map((a) => a.label),
    );
    fireEvent.click(group.getByRole('button', { name: 'No, not like that' }));
    expect(chosen).toEqual(['no']);
    view.rerender(
      <ol>
        <ChatMessageView
          message={{ ...asked, checkIn: { answers: [...answers], chosen: 'no' } }}
          typing={false}
          renderReadAloud={() => null}
          checkInOpen
          onCheckIn={(answer) => chosen.push(answer)}
        />
      </ol>,
    );
    for (const button of group.getAllByRole('button')) expect(button).toBeDisabled();
    expect(group.getByRole('button', { name: 'No, not like that' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows the person’s own messages at once', () => {
    const view = render(
      <ol>
        <ChatMessageView
          message={{ id: 'u', role: 'user', kind: 'message', text: 'Hello', complete: true }}
          typing={false}
          renderReadAloud={() => null}
        />
      </ol>,
    );
    expect(view.getByText('Hello')).toBeInTheDocument();
  });
});
