import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { SendHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { CHAT_INPUT_MAX_HEIGHT_PX } from '../journey.constants';

export interface ChatInputProps {
  onSend: (text: string) => void;
  /** While the AI is typing or loading (SPEC.md section 4). */
  disabled?: boolean;
  placeholder?: string;
  label?: string;
  /** The text in the box, when the page fills it (an example prompt); uncontrolled without it. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The text box itself, so the page can put the cursor in it. */
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * Grows the box with its text up to 200 px, then scrolls inside it. An empty box is as tall as
 * its placeholder, which wraps on a narrow screen. The height set is the border box's (the box's
 * sizing), so the borders are added to the content's scroll height.
 */
function fitHeight(box: HTMLTextAreaElement): void {
  box.style.height = 'auto';
  const empty = box.value === '' && box.placeholder !== '';
  if (empty) box.value = box.placeholder;
  const style = getComputedStyle(box);
  const borders =
    (Number.parseFloat(style.borderTopWidth) || 0) +
    (Number.parseFloat(style.borderBottomWidth) || 0);
  const wanted = box.scrollHeight + borders;
  if (empty) box.value = '';
  box.style.height = `${Math.min(wanted, CHAT_INPUT_MAX_HEIGHT_PX)}px`;
  box.style.overflowY = wanted > CHAT_INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
}

/**
 * The chat input (SPEC.md section 5): Enter sends, Shift+Enter adds a line, the box grows up to
 * 200 px, empty or whitespace-only messages are not sent, and it is disabled while the AI types.
 */
export function ChatInput({
  onSend,
  disabled = false,
  placeholder = 'Share how you feel…',
  label = 'Your message',
  value: controlled,
  onValueChange,
  inputRef,
}: ChatInputProps) {
  const [own, setOwn] = useState('');
  const value = controlled ?? own;
  const setValue = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  const boxRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(inputRef, () => boxRef.current as HTMLTextAreaElement, []);
  const blank = value.trim() === '';

  useLayoutEffect(() => {
    if (boxRef.current) fitHeight(boxRef.current);
  }, [value, placeholder]);

  // A new width (a phone turned, a window resized) wraps the text anew.
  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    let width = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth === width) return;
      width = box.clientWidth;
      fitHeight(box);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const send = () => {
    if (disabled || blank) return;
    onSend(value.trim());
    setValue('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <textarea
        ref={boxRef}
        rows={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={disabled}
        aria-label={label}
        placeholder={placeholder}
        className={cn(
          'min-h-11 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2.5 text-base shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-60 md:text-sm',
        )}
        style={{ maxHeight: CHAT_INPUT_MAX_HEIGHT_PX }}
      />
      <Button
        type="submit"
        size="icon"
        disabled={disabled || blank}
        aria-label="Send message"
        className="size-11"
      >
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}
