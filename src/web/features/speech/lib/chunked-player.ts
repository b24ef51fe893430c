// Plays a text aloud chunk by chunk (SPEC.md section 9). Text over 500 characters is split by
// readAloudPieces (paragraph, then sentence boundaries; a short first chunk so audio starts
// soon); each chunk is fetched from /api/tts. Chunk n+1 is fetched as soon as chunk n starts playing and loaded into its own audio
// element, so when chunk n ends the next one starts at once. Object URLs are revoked as soon as
// their chunk is done, and on stop. Framework-free: the speech machine drives it.
import { fetchSpeech, type SpeechRequest } from '../api/tts.api';
import { readAloudPieces } from './chunk-plan';
import { sentenceAt, sentenceSpans, type TextRange } from './sentence-spans';
import { speechCache, type SpeechCache } from './speech-cache';

/** The parts of HTMLAudioElement the player uses (tests pass a fake). */
export type AudioLike = Pick<
  HTMLAudioElement,
  | 'src'
  | 'preload'
  | 'currentTime'
  | 'duration'
  | 'play'
  | 'pause'
  | 'load'
  | 'removeAttribute'
  | 'addEventListener'
  | 'removeEventListener'
>;

export interface PlayerDeps {
  fetchAudio(request: SpeechRequest, signal: AbortSignal): Promise<Blob>;
  createAudio(): AudioLike;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
  cache: SpeechCache;
}

export const browserPlayerDeps: PlayerDeps = {
  fetchAudio: fetchSpeech,
  createAudio: () => new Audio(),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  cache: speechCache,
};

export interface PlaybackRequest extends SpeechRequest {
  /** Start at this chunk (a retry resumes where playback failed). Default 0. */
  startChunk?: number;
}

export interface PlaybackProgress {
  /** 0..1 across the whole text, by characters read (the current chunk by its audio time). */
  fraction: number;
  chunkIndex: number;
  chunkCount: number;
  /** The sentence being read, as offsets into the original text. */
  sentence: TextRange | null;
}

export interface PlayerCallbacks {
  /** The first audio is playing. */
  onStart(): void;
  onProgress(progress: PlaybackProgress): void;
  onEnded(): void;
  onError(error: unknown, chunkIndex: number): void;
}

interface Chunk {
  text: string;
  start: number;
  end: number;
  sentences: TextRange[];
  /** Characters of the whole text before this chunk's start (for progress). */
  before: number;
}

interface Loaded {
  index: number;
  audio: AudioLike;
  url: string;
  detach: () => void;
}

/** The chunks of `text` with their offsets in it (each chunk is an exact slice of the text). */
export function chunksOf(text: string): Chunk[] {
  const chunks: Chunk[] = [];
  let cursor = 0;
  let before = 0;
  for (const piece of readAloudPieces(text)) {
    const start = text.indexOf(piece, cursor);
    const end = start + piece.length;
    chunks.push({ text: piece, start, end, sentences: sentenceSpans(text, start, end), before });
    before += piece.length;
    cursor = end;
  }
  return chunks;
}

export class ChunkedPlayer {
  readonly chunks: Chunk[];
  private readonly totalChars: number;
  private readonly abort = new AbortController();
  private current: Loaded | null = null;
  /** The loaded next chunk, waiting for the current one to end. */
  private queued: Loaded | null = null;
  /** The chunk whose audio is being fetched ahead, if any. */
  private fetching: number | null = null;
  private waitingFor: number | null = null;
  private paused = false;
  private started = false;
  private done = false;

  constructor(
    private readonly request: PlaybackRequest,
    private readonly callbacks: PlayerCallbacks,
    private readonly deps: PlayerDeps = browserPlayerDeps,
  ) {
    this.chunks = chunksOf(request.text);
    this.totalChars = this.chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
  }

  start(): void {
    const first = Math.min(Math.max(0, this.request.startChunk ?? 0), this.chunks.length - 1);
    if (this.chunks.length === 0 || first < 0) {
      this.fail(new Error('Nothing to read'), 0);
      return;
    }
    this.waitingFor = first;
    this.load(first);
  }

  pause(): void {
    if (this.done) return;
    this.paused = true;
    this.current?.audio.pause();
  }

  resume(): void {
    if (this.done || !this.paused) return;
    this.paused = false;
    if (this.current) this.playLoaded(this.current);
  }

  /** Stops playback, cancels fetches and frees every object URL. Safe to call more than once. */
  stop(): void {
    if (this.done) return;
    this.done = true;
    this.abort.abort();
    for (const loaded of [this.current, this.queued]) if (loaded) this.release(loaded);
    this.current = null;
    this.queued = null;
  }

  private async load(index: number): Promise<void> {
    const chunk = this.chunks[index]!;
    const request: SpeechRequest = {
      text: chunk.text,
      voice: this.request.voice,
      speed: this.request.speed,
    };
    this.fetching = index;
    let blob: Blob;
    try {
      blob = this.deps.cache.get(request) ?? (await this.fetchAndCache(request));
    } catch (error) {
      if (!this.done) this.fail(error, index);
      return;
    } finally {
      if (this.fetching === index) this.fetching = null;
    }
    if (this.done) return;
    const loaded = this.attach(index, blob);
    if (this.waitingFor === index) {
      this.waitingFor = null;
      this.begin(loaded);
    } else {
      this.queued = loaded;
    }
  }

  private async fetchAndCache(request: SpeechRequest): Promise<Blob> {
    const blob = await this.deps.fetchAudio(request, this.abort.signal);
    this.deps.cache.put(request, blob);
    return blob;
  }

  /** An audio element with the chunk's object URL, loading ahead of time. */
  private attach(index: number, blob: Blob): Loaded {
    const audio = this.deps.createAudio();
    const url = this.deps.createObjectURL(blob);
    audio.preload = 'auto';
    const onTime = () => this.reportProgress();
    const onEnded = () => this.chunkEnded(index);
    const onError = () => this.fail(new Error('The audio could not be played'), index);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onError);
    audio.src = url;
    audio.load();
    return {
      index,
      audio,
      url,
      detach: () => {
        audio.removeEventListener('timeupdate', onTime);
        audio.removeEventListener('ended', onEnded);
        audio.removeEventListener('error', onError);
      },
    };
  }

  private begin(loaded: Loaded): void {
    this.current = loaded;
    this.reportProgress();
    if (!this.paused) this.playLoaded(loaded);
    // Fetch the next chunk while this one plays.
    const next = loaded.index + 1;
    if (next < this.chunks.length && this.fetching !== next && this.queued?.index !== next)
      void this.load(next);
  }

  private playLoaded(loaded: Loaded): void {
    loaded.audio.play().then(
      () => {
        if (this.done || this.started) return;
        this.started = true;
        this.callbacks.onStart();
      },
      (error: unknown) => {
        // A pause() while play() is pending rejects it with AbortError: not a failure.
        const interrupted = error instanceof DOMException && error.name === 'AbortError';
        if (this.done || this.current !== loaded || (interrupted && this.paused)) return;
        this.fail(error, loaded.index);
      },
    );
  }

  private chunkEnded(index: number): void {
    if (this.done || this.current?.index !== index) return;
    this.release(this.current);
    this.current = null;
    const next = index + 1;
    if (next >= this.chunks.length) {
      this.callbacks.onProgress({ ...this.progressAt(index, 1), sentence: null });
      this.done = true;
      this.abort.abort();
      this.callbacks.onEnded();
      return;
    }
    if (this.queued?.index === next) {
      const loaded = this.queued;
      this.queued = null;
      this.begin(loaded);
    } else {
      // The next chunk is still on its way: it starts the moment it arrives.
      this.waitingFor = next;
    }
  }

  private reportProgress(): void {
    if (this.done || !this.current) return;
    const { audio, index } = this.current;
    const duration = audio.duration;
    const ratio =
      Number.isFinite(duration) && duration > 0 ? Math.min(1, audio.currentTime / duration) : 0;
    this.callbacks.onProgress(this.progressAt(index, ratio));
  }

  private progressAt(index: number, ratio: number): PlaybackProgress {
    const chunk = this.chunks[index]!;
    const read = chunk.before + chunk.text.length * ratio;
    return {
      fraction: this.totalChars > 0 ? read / this.totalChars : 0,
      chunkIndex: index,
      chunkCount: this.chunks.length,
      sentence: sentenceAt(chunk.sentences, ratio),
    };
  }

  private release(loaded: Loaded): void {
    loaded.detach();
    loaded.audio.pause();
    loaded.audio.removeAttribute('src');
    loaded.audio.load();
    this.deps.revokeObjectURL(loaded.url);
  }

  private fail(error: unknown, chunkIndex: number): void {
    if (this.done) return;
    this.stop();
    this.callbacks.onError(error, chunkIndex);
  }
}
