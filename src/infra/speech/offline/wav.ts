// Reads the 16-bit PCM WAV files eSpeak NG writes (22,050 Hz mono) into samples.

export interface Pcm {
  sampleRate: number;
  channels: number;
  samples: Int16Array;
}

export function parseWav(bytes: Uint8Array): Pcm {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('not a WAV file');
  let sampleRate = 0;
  let channels = 0;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset);
    const declared = view.getUint32(offset + 4, true);
    const body = offset + 8;
    // A streamed WAV may leave the data size unset (0 or 0xFFFFFFFF): the rest of the file is data.
    const size = Math.min(declared, bytes.byteLength - body);
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      channels = view.getUint16(body + 2, true);
      sampleRate = view.getUint32(body + 4, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      if (format !== 1 || bitsPerSample !== 16) throw new Error('WAV is not 16-bit PCM');
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const length = declared === 0 || declared === 0xffffffff ? bytes.byteLength - body : size;
      const count = Math.floor(length / 2);
      const samples = new Int16Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, channels, samples };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV has no data');
}
