// npm run keys:rotate: generates a new key-encryption key, re-wraps every living person's key and
// re-keys their lookups, then destroys the old key files. The server does the same by itself
// within KEY_ROTATION_MINUTES of an account deletion; this runs it now (for example before
// taking a backup). On the embedded default it opens DATA_DIR itself, so it refuses while the
// server runs; with DATABASE_URL it works beside running servers (they share KEYS_DIR).
import { openKeyServices } from '../accounts/key-services';
import { rotateKeys } from '../accounts/key-rotation';
import { openDatabase } from '../database/database';
import { DataDirLockedError } from '../database/data-dir-lock';
import { migrateToLatest } from '../database/migrate';
import { appModules } from '../modules/app-modules';
import { migrationsOf } from '../modules/module-parts';
import { cliContext, fail } from './cli-runtime';

const { config, logger } = cliContext();
const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch(
  (error: unknown) =>
    fail(
      error instanceof DataDirLockedError
        ? `${error.message}\nnpm run keys:rotate changes the embedded database directly: stop the server first, then run it again.`
        : error,
    ),
);
try {
  await migrateToLatest(db.knex, migrationsOf(appModules));
  const keys = await openKeyServices(db.knex, config, logger);
  const result = await rotateKeys(db.knex, keys.ring);
  const rewrapped = result?.rewrapped ?? 0;
  const destroyed = result?.destroyed ?? 0;
  process.stdout.write(
    `Rotated the key-encryption key: ${rewrapped} personal-data key${rewrapped === 1 ? '' : 's'} ` +
      `re-wrapped, ${destroyed} old key file${destroyed === 1 ? '' : 's'} destroyed (${keys.ring.dir}).\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await db.close();
}
