// The in-memory audio cache of SPEC.md section 9: chunks under 500 characters whose audio is under
// 200 KB are kept (key: text, voice and speed), so listening again, a retry or a voice sample costs
// no new request. Blobs, not object URLs, are kept: each playback makes and revokes its own URL.
import { SPEECH } from '../../../../domain/speech/voices';
import type { SpeechRequest } from '../api/tts.api';

/** Most entries kept (at most 200 KB each, so about 12 MB); the least recently used go first. */
export const SPEECH_CACHE_ENTRIES = 60;

export function speechCacheKey({ text, voice, speed }: SpeechRequest): string {
  return `${voice}|${speed}|${text}`;
}

/** Whether a chunk of `text` with audio of `bytes` may be cached. */
export function isCacheable(text: string, bytes: number): boolean {
  return text.length < SPEECH.chunkChars && bytes < SPEECH.cacheMaxBytes;
}

export class SpeechCache {
  private readonly entries = new Map<string, Blob>();

  constructor(private readonly maxEntries = SPEECH_CACHE_ENTRIES) {}

  get(request: SpeechRequest): Blob | undefined {
    const key = speechCacheKey(request);
    const blob = this.entries.get(key);
    if (blob) {
      this.entries.delete(key);
      this.entries.set(key, blob);
    }
    return blob;
  }

  /** Keeps the audio when the rules allow; returns whether it was kept. */
  put(request: SpeechRequest, blob: Blob): boolean {
    if (!isCacheable(request.text, blob.size)) return false;
    const key = speechCacheKey(request);
    this.entries.delete(key);
    this.entries.set(key, blob);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The one cache of the page. */
export const speechCache = new SpeechCache();
