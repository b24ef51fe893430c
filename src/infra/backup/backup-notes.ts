// Texts and facts the backup and restore commands share.
import fs from 'node:fs';
import { z } from 'zod';

/** The app's version from package.json (recorded in each archive's manifest). */
export function appVersion(): string {
  const file = new URL('../../../package.json', import.meta.url);
  const parsed = z
    .object({ version: z.string().min(1) })
    .safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data.version : 'unknown';
}

export function serverPostgresNote(command: 'backup' | 'restore'): string {
  return (
    `npm run ${command} is for the embedded database (PGlite in DATA_DIR). DATABASE_URL is set: ` +
    `${command === 'backup' ? 'back up' : 'restore'} server PostgreSQL with pg_dump / pg_restore or ` +
    "your provider's backups, and the keys folder (KEYS_DIR) with it, kept as safely as the keys."
  );
}
