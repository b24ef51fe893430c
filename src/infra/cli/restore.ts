// npm run restore -- <file> [--force]
// The embedded default only: puts a backup's PGlite cluster and keys back into DATA_DIR and the
// keys folder. It refuses while the server runs (the data-dir lock) and refuses to replace
// existing data without --force. Everything is extracted and checked in staging folders first,
// then renamed into place, so a bad archive or a failure leaves the old data as it was.
import fs from 'node:fs';
import path from 'node:path';
import { keysDir } from '../accounts/key-services';
import { extractArchive } from '../backup/archive';
import { serverPostgresNote } from '../backup/backup-notes';
import { BackupArchiveError } from '../backup/manifest';
import { hasContents, stagingPath, swapIntoPlace } from '../backup/swap';
import { DataDirLockedError, lockDataDir } from '../database/data-dir-lock';
import { cliContext, fail } from './cli-runtime';

const USAGE = 'Usage: npm run restore -- <archive file> [--force]';
const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((a) => a !== '--force');
if (rest.length !== 1 || !rest[0] || rest[0].startsWith('--')) fail(USAGE);
const file = path.resolve(rest[0]);
const { config } = cliContext();
if (config.DATABASE_URL) fail(serverPostgresNote('restore'));
if (!fs.existsSync(file)) fail(`No such file: ${file}`);

const dataDir = path.resolve(config.DATA_DIR);
const lock = await lockDataDir(dataDir).catch((error: unknown) => {
  if (error instanceof DataDirLockedError)
    fail(
      `${error.message}\nnpm run restore replaces the embedded database: stop the server first, then run it again.`,
    );
  return fail(error);
});
const targets = { pgdata: path.join(dataDir, 'pgdata'), keys: keysDir(config) };
const staging = { pgdata: stagingPath(targets.pgdata), keys: stagingPath(targets.keys) };
try {
  const occupied = hasContents(dataDir, ['lantern.lock']) || hasContents(targets.keys);
  if (occupied && !force)
    fail(
      `${dataDir} (DATA_DIR) or ${targets.keys} (keys) already holds data. Restoring replaces its ` +
        'database and keys: run again with --force to do that (take a backup of it first if in doubt).',
    );
  for (const dir of Object.values(staging)) fs.rmSync(dir, { recursive: true, force: true });
  const manifest = await extractArchive(file, staging);
  if (!fs.existsSync(path.join(staging.pgdata, 'PG_VERSION')))
    throw new BackupArchiveError('The archive holds no database cluster (pgdata/PG_VERSION).');
  swapIntoPlace([
    { staging: staging.pgdata, target: targets.pgdata },
    { staging: staging.keys, target: targets.keys },
  ]);
  process.stdout.write(
    [
      `Restored the backup of ${manifest.createdAt} (app version ${manifest.appVersion}) into ${dataDir}`,
      `(${manifest.files.pgdata} database files) and ${targets.keys} (${manifest.files.keys} key files).`,
      'Anyone who deleted their account after that time is back, with their key: delete their',
      'accounts again (or ask them to) to honour those requests.',
      'Start the server as usual; `npm run audit -- verify` checks the restored event log.',
      '',
    ].join('\n'),
  );
} catch (error) {
  const reason = error instanceof BackupArchiveError ? error.message : (error as Error).message;
  process.stderr.write(`Restore failed, nothing was changed: ${reason}\n`);
  process.exitCode = 1;
} finally {
  for (const dir of Object.values(staging)) fs.rmSync(dir, { recursive: true, force: true });
  lock.release();
}
