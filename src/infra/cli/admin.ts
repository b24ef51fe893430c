// npm run admin -- grant <username> | revoke <username>
// On the embedded default this opens DATA_DIR itself, so it refuses while the server runs
// (PGlite has no lock between processes); stop the server, run it, start the server again.
import { randomUUID } from 'node:crypto';
import { DataDirLockedError } from '../database/data-dir-lock';
import { appModules } from '../modules/app-modules';
import { openModules } from '../modules/open-modules';
import { createMailer } from '../notifications/create-mailer';
import { createRuntime } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const [action, username] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !username) {
  fail('Usage: npm run admin -- grant <username>\n       npm run admin -- revoke <username>');
}
const { config, logger } = cliContext();
const runtime = await createRuntime(config, logger, {
  runProjections: !config.DATABASE_URL,
  modules: appModules,
}).catch((error: unknown) => {
  if (error instanceof DataDirLockedError) {
    fail(
      `${error.message}\nnpm run admin changes the embedded database directly: stop the server first, then run it again.`,
    );
  }
  return fail(error);
});
const mailer = createMailer(config);
const modules = await openModules(appModules, { config, runtime, mailer }).catch(fail);
try {
  const userId = await modules.use('accounts').setAdminRole(username, action === 'grant', {
    actor: 'cli',
    correlationId: randomUUID(),
  });
  process.stdout.write(
    `${action === 'grant' ? 'Granted' : 'Revoked'} admin ${action === 'grant' ? 'to' : 'from'} ${username} (user ${userId}).\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await modules.close();
  await runtime.close();
  await mailer.close();
}
