// The archive's first entry: what it is, when and by which version it was made, and how many
// files follow, so a restore can refuse a foreign, newer or incomplete archive before touching
// anything.
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'lantern-tales-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The top-level folders an archive may hold: the PGlite cluster and the key-encryption keys. */
export const ARCHIVE_ROOTS = ['pgdata', 'keys'] as const;
export type ArchiveRoot = (typeof ARCHIVE_ROOTS)[number];

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: z.iso.datetime(),
  appVersion: z.string().min(1),
  files: z.object({ pgdata: z.number().int().min(1), keys: z.number().int().min(1) }),
});

export type Manifest = z.infer<typeof manifestSchema>;

export class BackupArchiveError extends Error {
  override readonly name = 'BackupArchiveError';
}

export function buildManifest(
  appVersion: string,
  files: Manifest['files'],
  now: Date = new Date(),
): Manifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: now.toISOString(),
    appVersion,
    files,
  };
}

/** Parses the manifest's bytes; throws BackupArchiveError saying what is wrong. */
export function parseManifest(body: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackupArchiveError('The archive manifest is not JSON.');
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (format !== BACKUP_FORMAT) throw new BackupArchiveError('This is not a Lantern Tales backup.');
  const version = (json as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION)
    throw new BackupArchiveError(
      `The backup has format version ${version}; this version of the app reads up to ${BACKUP_FORMAT_VERSION}. Restore it with a newer version.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'manifest'}: ${issue.message}`)
      .join('; ');
    throw new BackupArchiveError(`The archive manifest is invalid (${detail}).`);
  }
  return parsed.data;
}

/**
 * Where an entry goes: its root folder and the path below it. Refuses anything that could land
 * outside the target folders ('..', absolute paths, unknown roots).
 */
export function entryTarget(name: string): { root: ArchiveRoot; rest: string[] } {
  const parts = name.split('/');
  const [root, ...rest] = parts;
  if (!ARCHIVE_ROOTS.includes(root as ArchiveRoot))
    throw new BackupArchiveError(`Unexpected entry in the archive: ${name}`);
  if (rest.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\')))
    throw new BackupArchiveError(`Unsafe path in the archive: ${name}`);
  return { root: root as ArchiveRoot, rest };
}
