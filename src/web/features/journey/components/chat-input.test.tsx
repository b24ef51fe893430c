import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CHAT_INPUT_MAX_HEIGHT_PX } from '../journey.constants';
import { ChatInput } from './chat-input';

const box = () => screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement;

describe('ChatInput (SPEC.md section 5)', () => {
  it('sends on Enter, trimmed, and empties the box', async () => {
    const onSend = vi.fn();
    render(<ChatInput onSend={onSend} />);
    await userEvent.type(box(), '  I feel calm{Enter}');
    expect(onSend).toHaveBeenCalledWith('I feel calm');
    expect(box().value).toBe('');
  });

  it('adds a line on Shift+Enter instead of sending', async () => {
    const onSend = vi.fn();
    render(<ChatInput onSend={onSend} />);
    await userEvent.type(box(), 'first{Shift>}{Enter}{/Shift}second');
    expect(onSend).not.toHaveBeenCalled();
    expect(box().value).toBe('first\nsecond');
    await userEvent.type(box(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('first\nsecond');
  });

  it('does not send an empty or whitespace-only message', async () => {
    const onSend = vi.fn();
    render(<ChatInput onSend={onSend} />);
    await userEvent.type(box(), '{Enter}');
    await userEvent.type(box(), '   {Shift>}{Enter}{/Shift}  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('sends with the Send button', async () => {
    const onSend = vi.fn();
    render(<ChatInput onSend={onSend} />);
    await userEvent.type(box(), 'hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSend).toHaveBeenCalledWith('hello');
  });

  it('is disabled while the AI is typing or loading', async () => {
    const onSend = vi.fn();
    const { rerender } = render(<ChatInput onSend={onSend} disabled />);
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    // Enter on a disabled box (e.g. fired programmatically) sends nothing.
    fireEvent.change(box(), { target: { value: 'sneaky' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    rerender(<ChatInput onSend={onSend} />);
    expect(box()).toBeEnabled();
  });

  it('grows with its text up to 200 px, then scrolls', () => {
    expect(CHAT_INPUT_MAX_HEIGHT_PX).toBe(200);
    render(<ChatInput onSend={() => {}} />);
    let contentHeight = 64;
    Object.defineProperty(box(), 'scrollHeight', { configurable: true, get: () => contentHeight });

    fireEvent.change(box(), { target: { value: 'two\nlines' } });
    expect(box().style.height).toBe('64px');
    expect(box().style.overflowY).toBe('hidden');

    contentHeight = 480;
    fireEvent.change(box(), { target: { value: 'many\nlines\n…' } });
    expect(box().style.height).toBe('200px');
    expect(box().style.overflowY).toBe('auto');
  });

  it('is as tall as its placeholder while empty, measured again when it changes (issue 34)', () => {
    // A long placeholder wraps onto a second line on a phone: 68 px instead of 44.
    const { rerender } = render(
      <ChatInput onSend={() => {}} placeholder="Or tell me more about how you feel…" />,
    );
    Object.defineProperty(box(), 'scrollHeight', {
      configurable: true,
      get(this: HTMLTextAreaElement) {
        return this.value.length > 24 ? 68 : 44;
      },
    });
    rerender(<ChatInput onSend={() => {}} placeholder="Describe how you are feeling…" />);
    expect(box().style.height).toBe('68px');
    expect(box().value).toBe('');

    rerender(<ChatInput onSend={() => {}} placeholder="Share your reflection…" />);
    expect(box().style.height).toBe('44px');
  });

  it('counts its borders, so a line of text is never cut (issue 34)', () => {
    render(<ChatInput onSend={() => {}} />);
    box().style.borderTopWidth = '1px';
    box().style.borderBottomWidth = '1px';
    box().style.borderStyle = 'solid';
    Object.defineProperty(box(), 'scrollHeight', { configurable: true, get: () => 44 });
    fireEvent.change(box(), { target: { value: 'one line' } });
    expect(box().style.height).toBe('46px');
  });
});
