import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { JOURNEY_CHANGE_EVENT } from '../../../lib/journey-presence';
import type { ChatMessage } from '../journey.types';
import { endInView, followTarget, revealDelta } from '../lib/follow-scroll';
import { stickyTopInset } from '../lib/sticky-inset';

const READ_ALONG_MARK = 'mark[data-slot="read-along-mark"]';

/**
 * Keeps the chat readable in the page's own scroll: while the person follows the conversation,
 * each new line comes into view (a long story stops at its top, to be read from there); once they
 * scroll up to read, nothing moves under them and `unseen` says a new message waits below; what
 * they send brings their message and the reply into view; the sentence read aloud stays in view,
 * clear of the sticky bars.
 */
export function useChatFollow(
  chatRef: RefObject<HTMLElement | null>,
  messages: readonly ChatMessage[],
) {
  const following = useRef(true);
  /** Where our own last scroll went, so its scroll event is not taken for the person's. */
  const expected = useRef<number | null>(null);
  const [unseen, setUnseen] = useState(false);

  const scrollTo = useCallback((top: number) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    expected.current = Math.max(0, Math.min(top, max));
    window.scrollTo({ top, behavior: 'instant' });
  }, []);

  const measure = useCallback(() => {
    const chat = chatRef.current;
    const turns = chat?.querySelectorAll('[role="log"] li');
    const newest = turns?.[turns.length - 1];
    if (!chat || !turns || !newest) return null;
    const anchor = newestTurnStart(Array.from(turns));
    return {
      scrollY: window.scrollY,
      viewportHeight: window.innerHeight,
      endBottom: chat.getBoundingClientRect().bottom,
      anchorTop: anchor.getBoundingClientRect().top,
      inset: stickyTopInset,
    };
  }, [chatRef]);

  const follow = useCallback(() => {
    const m = measure();
    if (!m) return;
    if (endInView(m.endBottom, m.viewportHeight)) setUnseen(false);
    if (!following.current) return;
    const { target, capped } = followTarget(m);
    if (target !== null) scrollTo(target);
    // A turn taller than the view is read from its top: later lines must not pull the reader on.
    if (capped) following.current = false;
  }, [measure, scrollTo]);

  // The person's own scrolling decides whether they follow: at the end they do, above it not.
  useEffect(() => {
    const onScroll = () => {
      if (expected.current !== null && Math.abs(window.scrollY - expected.current) < 2) {
        expected.current = null;
        return;
      }
      expected.current = null;
      const m = measure();
      if (!m) return;
      const atEnd = endInView(m.endBottom, m.viewportHeight);
      following.current = atEnd;
      if (atEnd) setUnseen(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [measure]);

  // The Active Journey bar slides in once the story has arrived: the browser keeps the page
  // where it was, so the bar now covers the lines just below the header. Scroll back by its
  // height, so the reader loses nothing under it.
  useEffect(() => {
    let frame = 0;
    const onJourneyChange = () => {
      const before = stickyTopInset();
      let frames = 0;
      const check = () => {
        const grown = stickyTopInset() - before;
        if (grown > 0) {
          if (window.scrollY > 0) scrollTo(window.scrollY - grown);
          return;
        }
        // The bar loads on demand: look for it for about a second.
        if (++frames < 60) frame = window.requestAnimationFrame(check);
      };
      window.cancelAnimationFrame(frame);
      frame = window.requestAnimationFrame(check);
    };
    window.addEventListener(JOURNEY_CHANGE_EVENT, onJourneyChange);
    return () => {
      window.removeEventListener(JOURNEY_CHANGE_EVENT, onJourneyChange);
      window.cancelAnimationFrame(frame);
    };
  }, [scrollTo]);

  // Every change in the chat (a message, each typed character): follow it, once per frame; and
  // bring a newly read-aloud sentence into view.
  const lastMark = useRef<{ node: Element; text: string } | null>(null);
  useEffect(() => {
    const chat = chatRef.current;
    if (!chat) return;
    let frame = 0;
    const onChange = () => {
      frame = 0;
      follow();
      const mark = chat.querySelector(READ_ALONG_MARK);
      const text = mark?.textContent ?? '';
      if (!mark || (lastMark.current?.node === mark && lastMark.current.text === text)) return;
      lastMark.current = { node: mark, text };
      const rect = mark.getBoundingClientRect();
      const delta = revealDelta(rect.top, rect.bottom, stickyTopInset(), window.innerHeight);
      if (delta !== 0) {
        following.current = false; // reading along up there: new lines must not pull them away
        scrollTo(window.scrollY + delta);
      }
    };
    const observer = new MutationObserver(() => {
      frame ||= window.requestAnimationFrame(onChange);
    });
    observer.observe(chat, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [chatRef, follow, scrollTo]);

  // A message sent brings the view back to the conversation; a reply that arrives while the
  // person reads further up is announced instead of shown by force.
  const seen = useRef({ count: messages.length, lastUserId: lastUserId(messages) });
  useEffect(() => {
    const before = seen.current;
    seen.current = { count: messages.length, lastUserId: lastUserId(messages) };
    if (seen.current.lastUserId !== before.lastUserId && seen.current.lastUserId) {
      following.current = true;
      setUnseen(false);
      follow();
    } else if (messages.length > before.count && !following.current) {
      const m = measure();
      if (m && !endInView(m.endBottom, m.viewportHeight)) setUnseen(true);
    }
  }, [messages, measure, follow]);

  /** The "new message" control: down to the newest line, following again. */
  const showNewest = useCallback(() => {
    following.current = true;
    setUnseen(false);
    follow();
  }, [follow]);

  return { unseen, showNewest };
}

/**
 * Where the newest turn starts: the person's last message while the replies to it are short ones
 * (a reply and a question), so both show together; otherwise (a story) the newest message.
 */
function newestTurnStart(turns: Element[]): Element {
  const newest = turns[turns.length - 1] as Element;
  let mine = turns.length - 1;
  while (mine >= 0 && !turns[mine]?.matches('[data-role="user"]')) mine -= 1;
  const replies = turns.slice(mine + 1);
  const short = replies.length <= 2 && !replies.some((li) => li.matches('[data-kind="story"]'));
  return mine >= 0 && short ? (turns[mine] as Element) : newest;
}

function lastUserId(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    if (messages[i]?.role === 'user') return messages[i]?.id ?? null;
  }
  return null;
}
