import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { jsonResponse } from '../../../../../tests/web/support/mock-fetch';
import {
  JourneyLimitError,
  StoryStreamError,
  streamStory,
  type StoryRequest,
} from './story-stream';

const REQUEST: StoryRequest = {
  mood: 'tired',
  format: 'poem',
  journeyId: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
};

const frame = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed answer whose body arrives in the given byte chunks. */
function sseResponse(chunks: Uint8Array[]): Response {
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

/** Cuts bytes into pieces of the given sizes (cycled), e.g. one byte at a time. */
function cut(bytes: Uint8Array, sizes: number[]): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0, i = 0; at < bytes.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    pieces.push(bytes.slice(at, at + size));
    at += size;
  }
  return pieces;
}

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function collect() {
  const seen = { start: [] as string[], titles: [] as string[], deltas: [] as string[] };
  return {
    seen,
    handlers: {
      onStart: (id: string) => seen.start.push(id),
      onTitle: (title: string) => seen.titles.push(title),
      onDelta: (text: string) => seen.deltas.push(text),
    },
  };
}

// Multi-byte characters (é, ’, an emoji) so that some cuts fall inside a character.
const STORY = [
  frame('start', { journeyId: REQUEST.journeyId }),
  frame('title', { title: 'Café at Dusk' }),
  frame('delta', { text: 'The kettle’s song, ' }),
  frame('delta', { text: 'a small 🌙 rising.\n' }),
  frame('delta', { text: 'Rest, she said.' }),
  frame('done', {}),
].join('');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('streamStory', () => {
  it('posts with Accept: text/event-stream, credentials and JSON', async () => {
    const fetchMock = stubFetch(sseResponse([new TextEncoder().encode(STORY)]));
    await streamStory(REQUEST, collect().handlers);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/story');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({
      Accept: 'text/event-stream',
      'Content-Type': 'application/json',
    });
    expect(JSON.parse(String(init?.body))).toEqual(REQUEST);
  });

  it.each([
    ['one byte at a time', [1]],
    ['awkward sizes', [3, 7, 2, 13, 5]],
    ['two bytes', [2]],
    ['whole', [100_000]],
  ])('reads events however the bytes are split (%s)', async (_name, sizes) => {
    stubFetch(sseResponse(cut(new TextEncoder().encode(STORY), sizes)));
    const { seen, handlers } = collect();
    const result = await streamStory(REQUEST, handlers);
    expect(seen.start).toEqual([REQUEST.journeyId]);
    expect(seen.titles).toEqual(['Café at Dusk']);
    expect(seen.deltas).toEqual(['The kettle’s song, ', 'a small 🌙 rising.\n', 'Rest, she said.']);
    expect(result).toEqual({
      kind: 'story',
      title: 'Café at Dusk',
      content: 'The kettle’s song, a small 🌙 rising.\nRest, she said.',
    });
  });

  it('passes each delta on as it arrives, before the stream is done', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(
          encoder.encode(frame('title', { title: 'T' }) + frame('delta', { text: 'First' })),
        );
        await gate;
        controller.enqueue(encoder.encode(frame('delta', { text: ' second' }) + frame('done', {})));
        controller.close();
      },
    });
    stubFetch(new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }));
    const { seen, handlers } = collect();
    const done = streamStory(REQUEST, handlers);
    await vi.waitFor(() => expect(seen.deltas).toEqual(['First']));
    release();
    await expect(done).resolves.toMatchObject({ content: 'First second' });
  });

  it('rejects with the server message on an error event', async () => {
    stubFetch(
      sseResponse([
        new TextEncoder().encode(
          frame('title', { title: 'T' }) + frame('error', { message: 'The storyteller failed' }),
        ),
      ]),
    );
    await expect(streamStory(REQUEST, collect().handlers)).rejects.toEqual(
      new StoryStreamError('The storyteller failed'),
    );
  });

  it('rejects when the stream ends before done', async () => {
    stubFetch(sseResponse([new TextEncoder().encode(frame('title', { title: 'T' }))]));
    await expect(streamStory(REQUEST, collect().handlers)).rejects.toBeInstanceOf(StoryStreamError);
  });

  it('rejects with JourneyLimitError on 403', async () => {
    stubFetch(jsonResponse({ success: false, message: 'No journeys left this month' }, 403));
    const error = await streamStory(REQUEST, collect().handlers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JourneyLimitError);
    expect((error as Error).message).toBe('No journeys left this month');
  });

  it('rejects with an ApiError on another failure', async () => {
    stubFetch(
      jsonResponse({ success: false, message: 'Format must be fable, story or poem.' }, 400),
    );
    const error = await streamStory(REQUEST, collect().handlers).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
  });

  it('returns a crisis reply (JSON) instead of a story', async () => {
    const crisis = {
      crisis: true,
      category: 'suicide',
      response: 'I am so glad you said something.',
      resources: [{ region: 'UK & Ireland', line: 'Samaritans (call 116 123)' }],
    };
    stubFetch(jsonResponse(crisis));
    const { seen, handlers } = collect();
    await expect(streamStory(REQUEST, handlers)).resolves.toEqual({ kind: 'crisis', crisis });
    expect(seen.deltas).toEqual([]);
  });

  it('accepts a plain JSON story from a server that does not stream', async () => {
    stubFetch(jsonResponse({ title: 'T', content: 'All at once.', journeyId: REQUEST.journeyId }));
    const { seen, handlers } = collect();
    await expect(streamStory(REQUEST, handlers)).resolves.toEqual({
      kind: 'story',
      title: 'T',
      content: 'All at once.',
    });
    expect(seen.deltas).toEqual(['All at once.']);
  });
});

describe('reading the event stream', () => {
  it('takes CRLF and CR line ends, even a CRLF split across chunks, comments and data lines', async () => {
    const text =
      ': keep-alive\r\n\r\nevent: title\r\ndata: {"title":"Dawn"}\r\r' +
      'event: delta\rdata: {"text":"Light "}\n\nevent: delta\r\ndata: {"text":"comes."}\r\n\r\n' +
      'event: done\ndata: {}\n\n';
    stubFetch(sseResponse(cut(new TextEncoder().encode(text), [1, 2, 3, 5, 8])));
    const { seen, handlers } = collect();
    await expect(streamStory(REQUEST, handlers)).resolves.toEqual({
      kind: 'story',
      title: 'Dawn',
      content: 'Light comes.',
    });
    expect(seen.deltas).toEqual(['Light ', 'comes.']);
  });
});
