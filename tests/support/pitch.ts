// A rough fundamental-frequency (voice pitch) estimate for tests: the median over voiced frames of
// the autocorrelation peak between 60 and 400 Hz.
export function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const size = 1024;
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.floor(sampleRate / 60);
  const found: number[] = [];
  for (let at = 0; at + size + maxLag < samples.length; at += 512) {
    let energy = 0;
    for (let i = 0; i < size; i++) energy += samples[at + i]! ** 2;
    if (energy / size < 500 ** 2) continue; // silence
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag++) {
      let correlation = 0;
      let lagged = 0;
      for (let i = 0; i < size; i++) {
        correlation += samples[at + i]! * samples[at + i + lag]!;
        lagged += samples[at + i + lag]! ** 2;
      }
      const r = correlation / Math.sqrt(energy * lagged + 1);
      if (r > best) {
        best = r;
        bestLag = lag;
      }
    }
    if (best > 0.6) found.push(sampleRate / bestLag);
  }
  if (found.length === 0) return NaN;
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)]!;
}
