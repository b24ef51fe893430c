// npm run backup -- <file>
// The embedded default only: copies DATA_DIR's PGlite cluster and the keys folder into one
// .tar.gz with a manifest. It holds the data-dir lock while copying, so no server can write
// meanwhile and the copy is consistent; it refuses while the server runs. The outbox (mail
// written instead of sent) is left out: it is not the site's data, and erasure clears it.
import fs from 'node:fs';
import path from 'node:path';
import { keysDir } from '../accounts/key-services';
import { countFiles, listTree, writeArchive } from '../backup/archive';
import { buildManifest } from '../backup/manifest';
import { appVersion, serverPostgresNote } from '../backup/backup-notes';
import { DataDirLockedError, lockDataDir } from '../database/data-dir-lock';
import { cliContext, fail } from './cli-runtime';

const USAGE = 'Usage: npm run backup -- <archive file, e.g. lantern-backup.tar.gz>';
const args = process.argv.slice(2);
if (args.length !== 1 || !args[0] || args[0].startsWith('--')) fail(USAGE);
const file = path.resolve(args[0]);
const { config } = cliContext();
if (config.DATABASE_URL) fail(serverPostgresNote('backup'));
if (fs.existsSync(file)) fail(`${file} already exists; choose a new file name.`);

const dataDir = path.resolve(config.DATA_DIR);
const lock = await lockDataDir(dataDir).catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(
      `${error.message}\nnpm run backup copies the embedded database: stop the server first, then run it again.`,
    );
  return fail(error);
});
try {
  const pgdata = path.join(dataDir, 'pgdata');
  const keys = keysDir(config);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION')))
    fail(`There is no database in ${dataDir} to back up (DATA_DIR).`);
  // postmaster.pid belongs to a running cluster; temp files are half-written pointers.
  const pgFiles = listTree(pgdata, (rel) => rel === 'postmaster.pid');
  const keyFiles = listTree(keys, (rel) => rel.endsWith('.tmp'));
  if (!keyFiles.some((f) => f.relative.endsWith('.kek')))
    fail(
      `There are no key files in ${keys} (KEYS_DIR): without them the database cannot be opened.`,
    );
  const manifest = buildManifest(appVersion(), {
    pgdata: countFiles(pgFiles),
    keys: countFiles(keyFiles),
  });
  const bytes = await writeArchive(file, manifest, [
    { root: 'pgdata', files: pgFiles },
    { root: 'keys', files: keyFiles },
  ]);
  process.stdout.write(
    [
      `Backed up ${dataDir} (${manifest.files.pgdata} database files) and ${keys} (${manifest.files.keys} key files)`,
      `to ${file} (${(bytes / 1024 / 1024).toFixed(1)} MB, created ${manifest.createdAt}).`,
      '',
      'This archive holds the key-encryption keys: keep it as safely as the keys folder itself',
      '(encrypted, access-controlled, never beside copies of the database alone).',
      'People who delete their account after this backup are in it with their keys: restoring it',
      'brings them back. Erasure reaches a backup only when the backup is destroyed, so keep',
      'backups for a limited time and delete old ones.',
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(`Backup failed: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  lock.release();
}
