import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SPEECH } from '../../../../domain/speech/voices';
import type { SpeechRequest } from '../api/tts.api';
import {
  asAudio,
  audioBlob,
  FakeAudio,
  fakeObjectUrls,
  flush,
} from '../../../../../tests/web/support/fake-audio';
import {
  ChunkedPlayer,
  chunksOf,
  type PlaybackRequest,
  type PlayerCallbacks,
  type PlayerDeps,
} from './chunked-player';
import { SpeechCache } from './speech-cache';

interface PendingFetch {
  request: SpeechRequest;
  signal: AbortSignal;
  resolve(blob: Blob): void;
  reject(error: unknown): void;
}

const SENTENCE = 'The small fox carried the lantern past the reeds. '; // 50 characters
/** A paragraph of nine sentences: 449 characters once trimmed. */
const PARAGRAPH = SENTENCE.repeat(9).trim();
/**
 * Three paragraphs, 1,351 characters: a short first chunk (the first four sentences, 199
 * characters), the rest of the first paragraph (249), then one chunk per paragraph (449 each).
 */
const STORY = [PARAGRAPH, PARAGRAPH.replace(/fox/g, 'owl'), PARAGRAPH.replace(/fox/g, 'elk')].join(
  '\n\n',
);
const CHUNK_LENGTHS = [199, 249, 449, 449];
const TOTAL_CHARS = 199 + 249 + 449 + 449;

function setup(options: { cache?: SpeechCache } = {}) {
  const pending: PendingFetch[] = [];
  const urls = fakeObjectUrls();
  const fetchAudio = vi.fn(
    (request: SpeechRequest, signal: AbortSignal) =>
      new Promise<Blob>((resolve, reject) => pending.push({ request, signal, resolve, reject })),
  );
  const deps: PlayerDeps = {
    fetchAudio,
    createAudio: () => asAudio(new FakeAudio()),
    createObjectURL: urls.createObjectURL,
    revokeObjectURL: urls.revokeObjectURL,
    cache: options.cache ?? new SpeechCache(),
  };
  const callbacks = {
    onStart: vi.fn(),
    onProgress: vi.fn(),
    onEnded: vi.fn(),
    onError: vi.fn(),
  } satisfies PlayerCallbacks;
  const play = (request: Partial<PlaybackRequest> & { text: string }) => {
    const player = new ChunkedPlayer({ voice: 'fable', speed: 0.9, ...request }, callbacks, deps);
    player.start();
    return player;
  };
  /** The texts requested so far, in order. */
  const requested = () => fetchAudio.mock.calls.map(([request]) => request.text);
  return { pending, urls, fetchAudio, deps, callbacks, play, requested };
}

beforeEach(() => FakeAudio.reset());
afterEach(() => vi.restoreAllMocks());

describe('chunksOf', () => {
  it('splits text over 500 characters on sentence and paragraph boundaries, each chunk an exact slice', () => {
    const chunks = chunksOf(STORY);
    expect(chunks.map((chunk) => chunk.text.length)).toEqual(CHUNK_LENGTHS);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(SPEECH.chunkChars);
      expect(STORY.slice(chunk.start, chunk.end)).toBe(chunk.text);
      expect(chunk.text).toMatch(/^The small \w+ .*reeds\.$/s);
    }
    expect(chunks.map((c) => c.sentences.length)).toEqual([4, 5, 9, 9]);
    expect(chunks.map((c) => c.before)).toEqual([0, 199, 448, 897]);
  });

  it('keeps text of 500 characters or less in one chunk', () => {
    expect(chunksOf('  Hello there.  ')).toEqual([
      expect.objectContaining({ text: 'Hello there.', start: 2, end: 14 }),
    ]);
  });
});

describe('ChunkedPlayer', () => {
  it('plays a short text: one request, onStart, onEnded, its object URL revoked', async () => {
    const { pending, urls, callbacks, play, requested } = setup();
    play({ text: 'Once upon a time.' });
    expect(requested()).toEqual(['Once upon a time.']);
    expect(pending[0]!.request).toEqual({ text: 'Once upon a time.', voice: 'fable', speed: 0.9 });

    pending[0]!.resolve(audioBlob());
    await flush();
    const [audio] = FakeAudio.instances;
    expect(audio!.src).toBe(urls.created[0]);
    expect(audio!.plays).toBe(1);
    expect(callbacks.onStart).toHaveBeenCalledOnce();

    audio!.finish();
    expect(callbacks.onEnded).toHaveBeenCalledOnce();
    expect(urls.live.size).toBe(0);
    expect(audio!.src).toBe('');
  });

  it('fetches chunk n+1 while chunk n plays, and queues it so the next starts the moment n ends', async () => {
    const { pending, urls, callbacks, play, requested } = setup();
    const chunks = chunksOf(STORY);
    play({ text: STORY });

    // Only the first chunk is asked for before anything plays.
    expect(requested()).toEqual([chunks[0]!.text]);
    pending[0]!.resolve(audioBlob());
    await flush();
    const first = FakeAudio.instances[0]!;
    expect(first.plays).toBe(1);
    // Chunk 2 is fetched while chunk 1 plays; chunk 3 not yet.
    expect(requested()).toEqual([chunks[0]!.text, chunks[1]!.text]);

    pending[1]!.resolve(audioBlob());
    await flush();
    const second = FakeAudio.instances[1]!;
    // Loaded ahead, with its own object URL, but silent until the first ends.
    expect(second.src).toBe(urls.created[1]);
    expect(second.preload).toBe('auto');
    expect(second.plays).toBe(0);

    first.advance(9, 10);
    first.finish();
    // No gap: the next chunk starts in the same tick, and the finished URL is revoked.
    expect(second.plays).toBe(1);
    expect(urls.live.has(urls.created[0]!)).toBe(false);

    expect(requested()).toEqual(chunks.slice(0, 3).map((c) => c.text));

    for (const index of [2, 3]) {
      pending[index]!.resolve(audioBlob());
      await flush();
      FakeAudio.instances[index - 1]!.finish();
      expect(FakeAudio.instances[index]!.plays).toBe(1);
    }
    expect(requested()).toEqual(chunks.map((c) => c.text));
    FakeAudio.instances[3]!.finish();

    expect(callbacks.onStart).toHaveBeenCalledOnce();
    expect(callbacks.onEnded).toHaveBeenCalledOnce();
    expect(callbacks.onError).not.toHaveBeenCalled();
    expect(urls.created).toHaveLength(4);
    expect(urls.live.size).toBe(0);
  });

  it('asks for a short opening first, so the first audio comes back soon', async () => {
    const { pending, callbacks, play, requested } = setup();
    play({ text: STORY });
    // Only the first four sentences (199 characters), not the 449-character first paragraph.
    expect(requested()).toEqual([SENTENCE.repeat(4).trim()]);
    pending[0]!.resolve(audioBlob());
    await flush();
    expect(callbacks.onStart).toHaveBeenCalledOnce();
    expect(FakeAudio.instances[0]!.plays).toBe(1);
  });

  it('starts the next chunk as soon as it arrives when the current one ended first', async () => {
    const { pending, play } = setup();
    play({ text: STORY });
    pending[0]!.resolve(audioBlob());
    await flush();
    FakeAudio.instances[0]!.finish();
    expect(FakeAudio.instances).toHaveLength(1);

    pending[1]!.resolve(audioBlob());
    await flush();
    expect(FakeAudio.instances[1]!.plays).toBe(1);
  });

  it('reports progress across chunks by characters, and the sentence being read', async () => {
    const { pending, callbacks, play } = setup();
    const chunks = chunksOf(STORY);
    play({ text: STORY });
    pending[0]!.resolve(audioBlob());
    await flush();
    pending[1]!.resolve(audioBlob());
    await flush();

    const first = FakeAudio.instances[0]!;
    first.advance(6, 10); // 60% of chunk 1 (four sentences): its third sentence, by length
    const early = callbacks.onProgress.mock.lastCall![0];
    expect(early.chunkIndex).toBe(0);
    expect(early.chunkCount).toBe(4);
    expect(early.fraction).toBeCloseTo((0.6 * 199) / TOTAL_CHARS, 3);
    expect(early.sentence).toEqual(chunks[0]!.sentences[2]);
    expect(STORY.slice(early.sentence.start, early.sentence.end)).toBe(SENTENCE.trim());

    first.finish();
    FakeAudio.instances[1]!.advance(1, 10);
    const next = callbacks.onProgress.mock.lastCall![0];
    expect(next.chunkIndex).toBe(1);
    expect(next.fraction).toBeCloseTo((199 + 0.1 * 249) / TOTAL_CHARS, 3);
    expect(next.sentence).toEqual(chunks[1]!.sentences[0]);
    expect(STORY.slice(next.sentence.start, next.sentence.end)).toBe(SENTENCE.trim());
  });

  it('caches chunks under 500 characters and 200 KB (key: text, voice and speed)', async () => {
    const cache = new SpeechCache();
    const { pending, fetchAudio, play } = setup({ cache });
    play({ text: 'A gentle message.' });
    pending[0]!.resolve(audioBlob(1000));
    await flush();
    FakeAudio.instances[0]!.finish();

    play({ text: 'A gentle message.' });
    await flush();
    expect(fetchAudio).toHaveBeenCalledTimes(1);
    expect(FakeAudio.instances[1]!.plays).toBe(1);

    // Another voice or speed is another recording.
    play({ text: 'A gentle message.', voice: 'onyx' });
    play({ text: 'A gentle message.', speed: 1 });
    expect(fetchAudio).toHaveBeenCalledTimes(3);
  });

  it('does not cache audio of 200 KB or more', async () => {
    const cache = new SpeechCache();
    const { pending, fetchAudio, play } = setup({ cache });
    play({ text: 'A long recording.' });
    pending[0]!.resolve(audioBlob(SPEECH.cacheMaxBytes));
    await flush();
    FakeAudio.instances[0]!.finish();
    play({ text: 'A long recording.' });
    expect(fetchAudio).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('stops: pauses the audio, aborts the fetch ahead, revokes URLs, reports nothing more', async () => {
    const { pending, urls, callbacks, play } = setup();
    const player = play({ text: STORY });
    pending[0]!.resolve(audioBlob());
    await flush();
    const audio = FakeAudio.instances[0]!;
    expect(pending[1]!.signal.aborted).toBe(false);

    player.stop();
    expect(audio.paused).toBe(true);
    expect(pending[1]!.signal.aborted).toBe(true);
    expect(urls.live.size).toBe(0);

    pending[1]!.resolve(audioBlob());
    await flush();
    audio.dispatchEvent(new Event('ended'));
    expect(FakeAudio.instances).toHaveLength(1);
    expect(callbacks.onEnded).not.toHaveBeenCalled();
    expect(callbacks.onError).not.toHaveBeenCalled();
  });

  it('pauses and resumes the current chunk', async () => {
    const { pending, play } = setup();
    const player = play({ text: 'Pause me, please.' });
    pending[0]!.resolve(audioBlob());
    await flush();
    const audio = FakeAudio.instances[0]!;
    player.pause();
    expect(audio.paused).toBe(true);
    player.resume();
    expect(audio.paused).toBe(false);
    expect(audio.plays).toBe(2);
  });

  it('reports a failed request with the chunk it failed on, and frees what it held', async () => {
    const { pending, urls, callbacks, play } = setup();
    play({ text: STORY });
    pending[0]!.resolve(audioBlob());
    await flush();
    pending[1]!.reject(new Error('Failed to generate speech.'));
    await flush();
    expect(callbacks.onError).toHaveBeenCalledWith(expect.any(Error), 1);
    expect(FakeAudio.instances[0]!.paused).toBe(true);
    expect(urls.live.size).toBe(0);
  });

  it('reports an audio element error and a refused play()', async () => {
    const a = setup();
    a.play({ text: 'Broken audio.' });
    a.pending[0]!.resolve(audioBlob());
    await flush();
    FakeAudio.instances[0]!.fail();
    expect(a.callbacks.onError).toHaveBeenCalledWith(expect.any(Error), 0);

    FakeAudio.reset();
    FakeAudio.playResult = () =>
      Promise.reject(new DOMException('play() needs a user gesture', 'NotAllowedError'));
    const b = setup();
    b.play({ text: 'No autoplay.' });
    b.pending[0]!.resolve(audioBlob());
    await flush();
    expect(b.callbacks.onStart).not.toHaveBeenCalled();
    expect(b.callbacks.onError).toHaveBeenCalledWith(expect.any(DOMException), 0);
  });

  it('starts at a later chunk when asked (Try again resumes where it failed)', async () => {
    const { play, requested } = setup();
    play({ text: STORY, startChunk: 2 });
    expect(requested()).toEqual([chunksOf(STORY)[2]!.text]);
  });
});
