// Key-encryption keys (KEKs) as files in one folder outside the database (KEYS_DIR, by default
// DATA_DIR/keys): `<id>.kek` holds 32 random bytes (mode 0600), `current` names the one that
// lookups hash with. The database stores only KEK ids, never their bytes, so a copy of the
// database files or a backup can open nothing without this folder; destroying a retired KEK
// (overwrite, then unlink) makes every wrapped key it guarded unreadable for good.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const KEK_BYTES = 32;
const POINTER = 'current';
const SUFFIX = '.kek';
const ID_PATTERN = /^[a-z0-9-]{8,64}$/;

export class MissingKekError extends Error {
  override readonly name = 'MissingKekError';
}

export class KeyRing {
  private readonly cache = new Map<string, Buffer>();
  private pointer: { stamp: string; id: string } | undefined;

  constructor(readonly dir: string) {}

  ensureDir(): void {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o700 });
  }

  /** Writes a new random KEK file (flushed to disk) and returns its id. */
  create(): string {
    const id = `${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`;
    const key = randomBytes(KEK_BYTES);
    writeDurably(this.file(id), key, 'wx');
    this.cache.set(id, key);
    return id;
  }

  has(id: string): boolean {
    return this.cache.has(id) || fs.existsSync(this.file(id));
  }

  get(id: string): Buffer {
    const cached = this.cache.get(id);
    if (cached) return cached;
    let key: Buffer;
    try {
      key = fs.readFileSync(this.file(id));
    } catch {
      throw new MissingKekError(
        `The key-encryption key ${id} is not in ${this.dir}. Every server must share this folder ` +
          '(KEYS_DIR); restore it from where it is kept.',
      );
    }
    if (key.length !== KEK_BYTES) throw new MissingKekError(`${this.file(id)} is not a key file`);
    this.cache.set(id, key);
    return key;
  }

  ids(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    return fs
      .readdirSync(this.dir)
      .filter((name) => name.endsWith(SUFFIX))
      .map((name) => name.slice(0, -SUFFIX.length))
      .filter((id) => ID_PATTERN.test(id));
  }

  /** Overwrites the KEK file with random bytes, flushes, then unlinks it. */
  destroy(id: string): void {
    const file = this.file(id);
    this.cache.delete(id);
    if (!fs.existsSync(file)) return;
    writeDurably(file, randomBytes(KEK_BYTES), 'r+');
    fs.unlinkSync(file);
    syncDir(this.dir);
  }

  /** Points lookups at `id` (written beside, then renamed: readers never see half a file). */
  setCurrent(id: string): void {
    const temp = path.join(this.dir, `${POINTER}.${process.pid}.tmp`);
    writeDurably(temp, Buffer.from(id), 'w');
    fs.renameSync(temp, path.join(this.dir, POINTER));
    syncDir(this.dir);
  }

  /**
   * The KEK lookups hash with. Synchronous and cheap (one stat) so that every server notices a
   * rotation made by another process as soon as the pointer changes.
   */
  current(): { id: string; key: Buffer } {
    const file = path.join(this.dir, POINTER);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) throw new MissingKekError(`${file} is missing: the keys have not been prepared`);
    const stamp = `${stat.ino}:${stat.mtimeMs}:${stat.size}`;
    if (this.pointer?.stamp !== stamp) {
      this.pointer = { stamp, id: fs.readFileSync(file, 'utf8').trim() };
      // A rotation happened: forget retired KEKs held in memory (they are read again if needed).
      for (const id of this.cache.keys()) if (id !== this.pointer.id) this.cache.delete(id);
    }
    return { id: this.pointer.id, key: this.get(this.pointer.id) };
  }

  private file(id: string): string {
    if (!ID_PATTERN.test(id)) throw new MissingKekError(`not a key id: ${id}`);
    return path.join(this.dir, `${id}${SUFFIX}`);
  }
}

function writeDurably(file: string, bytes: Buffer, flags: 'wx' | 'w' | 'r+'): void {
  const fd = fs.openSync(file, flags, 0o600);
  try {
    fs.writeSync(fd, bytes, 0, bytes.length, 0);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

function syncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
