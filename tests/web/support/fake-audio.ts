// A stand-in for HTMLAudioElement in jsdom (which cannot play media): tests drive its events.
import { vi } from 'vitest';
import type { AudioLike } from '../../../src/web/features/speech/lib/chunked-player';

export class FakeAudio extends EventTarget {
  static instances: FakeAudio[] = [];
  /** What the next play() returns (default: resolves). */
  static playResult: () => Promise<void> = () => Promise.resolve();

  src = '';
  preload = '';
  currentTime = 0;
  duration = Number.NaN;
  paused = true;
  plays = 0;

  constructor() {
    super();
    FakeAudio.instances.push(this);
  }

  static reset(): void {
    FakeAudio.instances = [];
    FakeAudio.playResult = () => Promise.resolve();
  }

  play(): Promise<void> {
    this.paused = false;
    this.plays += 1;
    return FakeAudio.playResult();
  }

  pause(): void {
    this.paused = true;
  }

  load(): void {}

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  /** Plays up to `currentTime` of `duration` seconds. */
  advance(currentTime: number, duration = 10): void {
    this.duration = duration;
    this.currentTime = currentTime;
    this.dispatchEvent(new Event('timeupdate'));
  }

  finish(): void {
    this.currentTime = Number.isFinite(this.duration) ? this.duration : 0;
    this.paused = true;
    this.dispatchEvent(new Event('ended'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }
}

export const asAudio = (audio: FakeAudio) => audio as unknown as AudioLike;

/** Object URLs: blob:1, blob:2 … and which were revoked. */
export function fakeObjectUrls() {
  let next = 0;
  const live = new Set<string>();
  const created: string[] = [];
  return {
    live,
    created,
    createObjectURL: vi.fn((_blob: Blob | MediaSource) => {
      next += 1;
      const url = `blob:fake/${next}`;
      live.add(url);
      created.push(url);
      return url;
    }),
    revokeObjectURL: vi.fn((url: string) => {
      live.delete(url);
    }),
  };
}

/** An audio/mpeg body of `bytes` bytes. */
export function audioBlob(bytes = 1024): Blob {
  return new Blob([new Uint8Array(bytes)], { type: 'audio/mpeg' });
}

/** Lets pending promise callbacks run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
