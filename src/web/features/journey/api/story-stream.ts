// POST /api/story, streamed (SPEC.md section 7; issue 4, "Streaming"). It is a POST, so it is read
// with fetch and the body's ReadableStream rather than EventSource. The server sends server-sent
// events: `start` {journeyId}, `title` {title}, many `delta` {text}, then `done` {} or
// `error` {message}. Each delta reaches the chat as soon as it arrives, so the typewriter can
// start on the first words. A JSON answer (a crisis reply, or a server that does not stream) is
// handled too.
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { ApiError } from '../../../lib/api-client';
import type { StoryFormat } from '../journey.constants';
import type { CheckInAnswer, CheckInValue, CrisisAnswer } from '../journey.types';
import { checkInAnswerSchema, crisisAnswerSchema, isCheckInAnswer } from './journey.api';

export interface StoryRequest {
  mood: string;
  format: StoryFormat;
  journeyId: string;
  /** The answer "no" to the mood's check-in (the story screens the mood again). */
  checkIn?: CheckInValue;
  checkInRef?: string;
}

export interface StoryStreamHandlers {
  onStart?(journeyId: string): void;
  onTitle(title: string): void;
  onDelta(text: string): void;
}

export type StoryStreamResult =
  | { kind: 'story'; title: string; content: string }
  | { kind: 'crisis'; crisis: CrisisAnswer }
  | { kind: 'check-in'; checkIn: CheckInAnswer };

/** 403: no journeys left this month (SPEC.md section 2, Journey Limit Reached). */
export class JourneyLimitError extends Error {
  override readonly name = 'JourneyLimitError';
}

/** The stream said `error`, or ended before `done`. */
export class StoryStreamError extends Error {
  override readonly name = 'StoryStreamError';
}

function parseData(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function failure(response: Response): Promise<Error> {
  let message = `API Error: ${response.status} ${response.statusText}`.trim();
  let body: unknown;
  try {
    body = await response.json();
    const text = (body as { message?: unknown } | null)?.message;
    if (typeof text === 'string' && text) message = text;
  } catch {
    // Not JSON: keep the status line.
  }
  if (response.status === 403) return new JourneyLimitError(message);
  return new ApiError(message, {
    status: response.status,
    statusText: response.statusText,
    responseData: body,
  });
}

/**
 * Asks for a story and feeds it to `handlers` as it streams. Resolves with the whole story (or a
 * crisis reply) once the server says `done`; rejects with {@link JourneyLimitError} on 403,
 * {@link StoryStreamError} when the stream fails or breaks off, or the network/abort error.
 */
export async function streamStory(
  request: StoryRequest,
  handlers: StoryStreamHandlers,
  signal?: AbortSignal,
): Promise<StoryStreamResult> {
  const response = await fetch('/api/story', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw await failure(response);

  const type = response.headers.get('Content-Type')?.toLowerCase() ?? '';
  if (!type.includes('text/event-stream') || !response.body) {
    const body: unknown = await response.json();
    if (isCheckInAnswer(body)) {
      return { kind: 'check-in', checkIn: checkInAnswerSchema.parse(body) as CheckInAnswer };
    }
    const crisis = crisisAnswerSchema.safeParse(body);
    if (crisis.success) return { kind: 'crisis', crisis: crisis.data as CrisisAnswer };
    const { title, content } = (body ?? {}) as { title?: unknown; content?: unknown };
    if (typeof title !== 'string' || typeof content !== 'string') {
      throw new StoryStreamError('The story answer had no title or content');
    }
    handlers.onTitle(title);
    handlers.onDelta(content);
    return { kind: 'story', title, content };
  }

  const reader = response.body.getReader();
  // Decodes UTF-8 across chunk boundaries (a character's bytes may arrive in two chunks).
  const decoder = new TextDecoder();
  let received: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (message) => received.push(message) });
  let title = '';
  let content = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      parser.feed(done ? decoder.decode() : decoder.decode(value, { stream: true }));
      const events = received;
      received = [];
      for (const { event = 'message', data } of events) {
        const payload = parseData(data);
        switch (event) {
          case 'start':
            if (typeof payload.journeyId === 'string') handlers.onStart?.(payload.journeyId);
            break;
          case 'title':
            title = typeof payload.title === 'string' ? payload.title : '';
            handlers.onTitle(title);
            break;
          case 'delta':
            if (typeof payload.text === 'string' && payload.text) {
              content += payload.text;
              handlers.onDelta(payload.text);
            }
            break;
          case 'done':
            return { kind: 'story', title, content };
          case 'error':
            throw new StoryStreamError(
              typeof payload.message === 'string' ? payload.message : 'The story failed',
            );
        }
      }
      if (done) break;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  throw new StoryStreamError('The story stream ended before it was done');
}
