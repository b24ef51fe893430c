// Writing and reading the backup archive (gzip-compressed tar): the manifest first, then the
// PGlite cluster under pgdata/ and the key-encryption keys under keys/. Writing goes to a
// `.partial` file renamed at the end, so a failed backup never leaves a file that looks whole.
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  BackupArchiveError,
  entryTarget,
  MANIFEST_NAME,
  parseManifest,
  type ArchiveRoot,
  type Manifest,
} from './manifest';
import { readTar, TAR_END, tarEntry, tarHeader, tarPadding, TarFormatError } from './tar';

export interface SourceFile {
  /** Path below the root, '/'-separated ('' is the root folder itself). */
  relative: string;
  absolute: string;
  type: 'file' | 'directory';
  mode: number;
}

/** Every folder and regular file under `dir`, folders before their contents. */
export function listTree(
  dir: string,
  skip: (relative: string) => boolean = () => false,
): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (relative: string) => {
    const absolute = relative ? path.join(dir, ...relative.split('/')) : dir;
    const stat = fs.lstatSync(absolute);
    if (stat.isDirectory()) {
      out.push({ relative, absolute, type: 'directory', mode: stat.mode });
      for (const name of fs.readdirSync(absolute).sort()) {
        const child = relative ? `${relative}/${name}` : name;
        if (!skip(child)) walk(child);
      }
    } else if (stat.isFile()) {
      out.push({ relative, absolute, type: 'file', mode: stat.mode });
    }
    // Sockets and links are never part of a cluster or the keys folder: left out.
  };
  walk('');
  return out;
}

export function countFiles(files: SourceFile[]): number {
  return files.filter((f) => f.type === 'file').length;
}

async function* archiveChunks(
  manifest: Manifest,
  roots: { root: ArchiveRoot; files: SourceFile[] }[],
): AsyncGenerator<Buffer> {
  yield* tarEntry({
    name: MANIFEST_NAME,
    type: 'file',
    mode: 0o600,
    body: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  });
  for (const { root, files } of roots) {
    for (const file of files) {
      const name = file.relative ? `${root}/${file.relative}` : root;
      if (file.type === 'directory') {
        yield tarHeader({ name, type: 'directory', mode: file.mode, size: 0 });
        continue;
      }
      const body = await fs.promises.readFile(file.absolute);
      yield tarHeader({ name, type: 'file', mode: file.mode, size: body.length });
      yield body;
      yield tarPadding(body.length);
    }
  }
  yield TAR_END;
}

/** Writes the archive to `file` (mode 0600: it holds the keys); returns its size in bytes. */
export async function writeArchive(
  file: string,
  manifest: Manifest,
  roots: { root: ArchiveRoot; files: SourceFile[] }[],
): Promise<number> {
  const partial = `${file}.partial`;
  try {
    await pipeline(
      Readable.from(archiveChunks(manifest, roots)),
      zlib.createGzip({ level: 6 }),
      fs.createWriteStream(partial, { mode: 0o600 }),
    );
    const handle = await fs.promises.open(partial, 'r');
    await handle.sync();
    await handle.close();
    await fs.promises.rename(partial, file);
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
  return (await fs.promises.stat(file)).size;
}

/**
 * Extracts the archive: the manifest must come first and be valid; each entry goes under
 * `targets[root]`. Throws BackupArchiveError for anything damaged, foreign or incomplete.
 */
export async function extractArchive(
  file: string,
  targets: Record<ArchiveRoot, string>,
): Promise<Manifest> {
  let manifest: Manifest | undefined;
  const counts: Record<ArchiveRoot, number> = { pgdata: 0, keys: 0 };
  try {
    const gunzip = fs.createReadStream(file).pipe(zlib.createGunzip());
    for await (const entry of readTar(gunzip)) {
      if (!manifest) {
        if (entry.name !== MANIFEST_NAME || entry.type !== 'file')
          throw new BackupArchiveError('The archive does not start with a manifest.');
        manifest = parseManifest(entry.body);
        continue;
      }
      const { root, rest } = entryTarget(entry.name);
      const target = path.join(targets[root], ...rest);
      if (entry.type === 'directory') {
        await fs.promises.mkdir(target, { recursive: true, mode: entry.mode & 0o777 });
      } else {
        await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await fs.promises.writeFile(target, entry.body, { mode: entry.mode & 0o777, flag: 'wx' });
        counts[root]++;
      }
    }
  } catch (error) {
    throw asArchiveError(error);
  }
  if (!manifest) throw new BackupArchiveError('The archive is empty.');
  for (const root of ['pgdata', 'keys'] as const) {
    if (counts[root] !== manifest.files[root])
      throw new BackupArchiveError(
        `The archive is incomplete: ${counts[root]} of ${manifest.files[root]} ${root} files.`,
      );
  }
  return manifest;
}

function asArchiveError(error: unknown): Error {
  if (error instanceof BackupArchiveError) return error;
  if (error instanceof TarFormatError) return new BackupArchiveError(error.message);
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT' && (error as NodeJS.ErrnoException).syscall === 'open')
    return new BackupArchiveError(`No such file: ${(error as NodeJS.ErrnoException).path}`);
  if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || code === 'Z_STREAM_ERROR')
    return new BackupArchiveError('The file is not a gzip archive, or it is damaged or truncated.');
  if (code === 'EEXIST') return new BackupArchiveError('The archive lists one file twice.');
  return error as Error;
}
