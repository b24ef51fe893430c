// An attacker's view of a server's files: every 32-byte run, at every offset, tried as a key.
// To stay fast it reads only what can hold anything new: for database files, the 8 KB pages that
// changed since a baseline taken before the victim existed (plus 31 bytes either side, for runs
// across a page edge); for the keys folder, everything. Each run is tried
//   - as the victim's data key: the first AES-GCM counter block of their sealed identity must
//     give `{"username":"`, and a hit is confirmed by a full authenticated decryption;
//   - as a key-encryption key: it unwraps (AES-GCM counter mode) each known wrapped copy of the
//     victim's key into a data key, which is then tried as above.
import { createDecipheriv } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { encryptBlock, expandKey } from './aes-block';

const PAGE = 8192;
const RUN = 32;

export type Snapshot = Map<string, Buffer>;

export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) out.push(full);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

export function snapshot(dirs: string[]): Snapshot {
  return new Map(dirs.flatMap(listFiles).map((file) => [file, fs.readFileSync(file)]));
}

/** Byte ranges of `dirs` that differ from `baseline` (whole files when new); `full` dirs whole. */
export function changedRegions(dirs: string[], baseline: Snapshot, full: string[] = []): Buffer[] {
  const regions: Buffer[] = [];
  for (const dir of full) for (const file of listFiles(dir)) regions.push(fs.readFileSync(file));
  for (const file of dirs.flatMap(listFiles)) {
    const now = fs.readFileSync(file);
    const before = baseline.get(file);
    if (!before) {
      regions.push(now);
      continue;
    }
    let start = -1;
    for (let page = 0; page * PAGE < now.length; page++) {
      const from = page * PAGE;
      const to = Math.min(now.length, from + PAGE);
      const same = to <= before.length && now.subarray(from, to).equals(before.subarray(from, to));
      if (!same && start < 0) start = from;
      if ((same || to === now.length) && start >= 0) {
        const end = same ? from : to;
        regions.push(
          now.subarray(Math.max(0, start - RUN + 1), Math.min(now.length, end + RUN - 1)),
        );
        start = -1;
      }
    }
  }
  return regions;
}

export interface Victim {
  userId: number;
  /** "v1.<iv>.<tag>.<ciphertext>" of JSON {username, email}. */
  sealedIdentity: string;
  /** Wrapped copies of the victim's data key: iv (12) | tag (16) | ciphertext (32). */
  wrappedKeys: Buffer[];
}

export interface ScanResult {
  runsTried: number;
  bytesScanned: number;
  ms: number;
  /** Plain identities recovered (empty when erasure holds). */
  recovered: string[];
}

const PREFIX = Buffer.from('{"username":"');

function counterBlock(iv: Buffer, counter: number): Uint8Array {
  const block = new Uint8Array(16);
  block.set(iv.subarray(0, 12));
  new DataView(block.buffer).setUint32(12, counter);
  return block;
}

export function scanForVictim(regions: Buffer[], victim: Victim): ScanResult {
  const started = performance.now();
  const [, iv64, tag64, ct64] = victim.sealedIdentity.split('.');
  const iv = Buffer.from(iv64!, 'base64url');
  const tag = Buffer.from(tag64!, 'base64url');
  const ciphertext = Buffer.from(ct64!, 'base64url');
  const sealedCounter = counterBlock(iv, 2);
  const wrapped = victim.wrappedKeys.map((w) => ({
    c2: counterBlock(w.subarray(0, 12), 2),
    c3: counterBlock(w.subarray(0, 12), 3),
    body: w.subarray(28, 60),
  }));
  const w = new Uint32Array(60);
  const w2 = new Uint32Array(60);
  const out = new Uint8Array(16);
  const dataKey = new Uint8Array(32);
  const recovered = new Set<string>();
  let runsTried = 0;
  let bytesScanned = 0;

  const opensIdentity = (keyBytes: Uint8Array, offset: number, expanded: Uint32Array) => {
    encryptBlock(expandKey(keyBytes, offset, expanded), sealedCounter, out);
    for (let i = 0; i < PREFIX.length; i++) if ((out[i]! ^ ciphertext[i]!) !== PREFIX[i]) return;
    const key = Buffer.from(keyBytes.subarray(offset, offset + RUN));
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(Buffer.from(String(victim.userId)));
      decipher.setAuthTag(tag);
      recovered.add(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString());
    } catch {
      // A prefix match by chance (one in 2^104): not the key.
    }
  };

  for (const region of regions) {
    bytesScanned += region.length;
    for (let offset = 0; offset + RUN <= region.length; offset++) {
      runsTried += 1;
      opensIdentity(region, offset, w);
      for (const copy of wrapped) {
        // `w` still holds this run's expanded key: use it as a key-encryption key.
        encryptBlock(w, copy.c2, out);
        for (let i = 0; i < 16; i++) dataKey[i] = out[i]! ^ copy.body[i]!;
        encryptBlock(w, copy.c3, out);
        for (let i = 0; i < 16; i++) dataKey[16 + i] = out[i]! ^ copy.body[16 + i]!;
        opensIdentity(dataKey, 0, w2);
      }
    }
  }
  return { runsTried, bytesScanned, ms: performance.now() - started, recovered: [...recovered] };
}

/** Files under `dirs` that contain any of `needles` (as bytes). */
export function filesWithAny(dirs: string[], needles: string[]): string[] {
  const bytes = needles.map((n) => Buffer.from(n));
  return dirs.flatMap(listFiles).filter((file) => {
    const content = fs.readFileSync(file);
    return bytes.some((b) => content.includes(b));
  });
}
