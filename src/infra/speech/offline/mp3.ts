// PCM → MP3 with @breezystack/lamejs (pure JS, CPU-bound: call it from a worker thread).
// 22,050 Hz mono at 32 kbps is about 4 KB per second of speech: a 500-character chunk (~35 s)
// stays well under the client's 200 KB cache limit.
import { Mp3Encoder } from '@breezystack/lamejs';

export const MP3_KBPS = 32;
const BLOCK = 1152 * 8;

export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = MP3_KBPS): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += BLOCK) {
    const encoded = encoder.encodeBuffer(samples.subarray(i, i + BLOCK));
    if (encoded.length) parts.push(encoded.slice());
  }
  const tail = encoder.flush();
  if (tail.length) parts.push(tail.slice());
  const total = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
