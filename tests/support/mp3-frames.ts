// Walks the frames of an MP3 (MPEG audio layer III) file: every frame header must be valid and
// the frames must follow one another to the end. Gives the duration a player would decode.
export interface Mp3Info {
  frames: number;
  seconds: number;
  sampleRate: number;
  bitrateKbps: number;
  channels: number;
  /** 1 (MPEG-1), 2 (MPEG-2) or 2.5 */
  version: number;
}

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

export function mp3Info(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    // ID3v2 tag: 10-byte header, size as 4 x 7 bits
    offset =
      10 +
      (((bytes[6]! & 0x7f) << 21) |
        ((bytes[7]! & 0x7f) << 14) |
        ((bytes[8]! & 0x7f) << 7) |
        (bytes[9]! & 0x7f));
  }
  let frames = 0;
  let samples = 0;
  let first: Omit<Mp3Info, 'frames' | 'seconds'> | undefined;
  while (offset < bytes.length) {
    if (offset + 4 > bytes.length) throw new Error(`truncated frame header at byte ${offset}`);
    const [b0, b1, b2, b3] = [
      bytes[offset]!,
      bytes[offset + 1]!,
      bytes[offset + 2]!,
      bytes[offset + 3]!,
    ];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    const versionBits = (b1 >> 3) & 3;
    const layerBits = (b1 >> 1) & 3;
    if (versionBits === 1 || layerBits !== 1)
      throw new Error(`not MPEG layer III at byte ${offset}`);
    const version = versionBits === 3 ? 1 : versionBits === 2 ? 2 : 2.5;
    const bitrateKbps = (version === 1 ? BITRATES_V1 : BITRATES_V2)[b2 >> 4];
    const sampleRate = RATES[version]![(b2 >> 2) & 3];
    if (!bitrateKbps || !sampleRate)
      throw new Error(`bad bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 1;
    const samplesPerFrame = version === 1 ? 1152 : 576;
    const length = Math.floor(((samplesPerFrame / 8) * bitrateKbps * 1000) / sampleRate) + padding;
    if (offset + length > bytes.length) throw new Error(`truncated frame at byte ${offset}`);
    first ??= { sampleRate, bitrateKbps, channels: b3 >> 6 === 3 ? 1 : 2, version };
    frames++;
    samples += samplesPerFrame;
    offset += length;
  }
  if (!first) throw new Error('no MP3 frames');
  return { ...first, frames, seconds: samples / first.sampleRate };
}
