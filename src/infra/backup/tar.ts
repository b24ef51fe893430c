// A small POSIX ustar writer and a streaming reader: enough for the backup archive (regular files
// and folders, names up to 255 bytes), with no dependency. The reader checks every header's
// checksum, so a damaged archive fails with a clear message instead of extracting garbage.
const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, '/'-separated, no leading slash. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  /** File contents (empty for a folder). */
  body: Buffer;
}

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a long name into ustar's prefix (155) and name (100) fields at a '/'. */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new TarFormatError(`Path too long for the archive: ${name}`);
}

export function tarHeader(
  entry: Omit<TarEntry, 'body'> & { size: number; mtime?: number },
): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(entry.mode & 0o7777, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii'); // uid
  header.write(octal(0, 8), 116, 'ascii'); // gid
  header.write(octal(entry.type === 'file' ? entry.size : 0, 12), 124, 'ascii');
  header.write(octal(Math.floor((entry.mtime ?? Date.now()) / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum counts as spaces while summing
  header.write(entry.type === 'file' ? '0' : '5', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  header.write(octal(checksum(header), 7), 148, 'ascii');
  return header;
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/** The padding after a body of `size` bytes, up to the next 512-byte block. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

export function tarEntry(entry: TarEntry & { mtime?: number }): Buffer[] {
  const size = entry.body.length;
  return [tarHeader({ ...entry, size }), entry.body, tarPadding(size)];
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseOctal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text))
    throw new TarFormatError('Damaged archive: a header has a bad number');
  return parseInt(text, 8);
}

function parseHeader(header: Buffer): Omit<TarEntry, 'body'> & { size: number } {
  if (parseOctal(header, 148, 8) !== checksum(header))
    throw new TarFormatError('Damaged archive: a header checksum does not match');
  const prefix = field(header, 345, 155);
  const base = field(header, 0, 100);
  const flag = String.fromCharCode(header[156]!);
  const type = flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : undefined;
  if (!type) throw new TarFormatError(`Unexpected entry type "${flag}" in the archive`);
  const name = (prefix ? `${prefix}/${base}` : base).replace(/\/+$/, '');
  return { name, type, mode: parseOctal(header, 100, 8), size: parseOctal(header, 124, 12) };
}

/** Reads entries from a stream of (already decompressed) tar bytes, one whole entry at a time. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  let buffered: Buffer[] = [];
  let length = 0;
  const iterator = source[Symbol.asyncIterator]();
  const take = async (n: number): Promise<Buffer | undefined> => {
    while (length < n) {
      const next = await iterator.next();
      if (next.done) return undefined;
      buffered.push(next.value);
      length += next.value.length;
    }
    const all = buffered.length === 1 ? buffered[0]! : Buffer.concat(buffered);
    buffered = all.length > n ? [all.subarray(n)] : [];
    length = all.length - n;
    return all.subarray(0, n);
  };
  for (;;) {
    const header = await take(BLOCK);
    if (!header) throw new TarFormatError('Damaged archive: it ends in the middle (truncated?)');
    if (header.every((byte) => byte === 0)) {
      return;
    }
    const entry = parseHeader(header);
    const padded = entry.size + tarPadding(entry.size).length;
    const body = padded === 0 ? Buffer.alloc(0) : await take(padded);
    if (!body) throw new TarFormatError('Damaged archive: it ends in the middle (truncated?)');
    yield {
      name: entry.name,
      type: entry.type,
      mode: entry.mode,
      body: Buffer.from(body.subarray(0, entry.size)),
    };
  }
}
