// A process that tries to lock DATA_DIR at a given moment, holds the lock briefly and says whether
// it got it (for the lock race test).
import { lockDataDir } from '../../src/infra/database/data-dir-lock';

const [dataDir = '', startAt = '0'] = process.argv.slice(2);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, Number(startAt) - Date.now())));
try {
  const lock = await lockDataDir(dataDir);
  process.stdout.write('locked\n');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  lock.release();
} catch {
  process.stdout.write('refused\n');
}
