// npm run admin -- grant <username> | revoke <username>              (the admin role)
//                  grant-auditor <username> | revoke-auditor <username> (read-only audit pages)
// On the embedded default this opens DATA_DIR itself, so it refuses while the server runs
// (PGlite has no lock between processes); stop the server, run it, start the server again.
import { randomUUID } from 'node:crypto';
import { DataDirLockedError } from '../database/data-dir-lock';
import { appModules } from '../modules/app-modules';
import { openModules } from '../modules/open-modules';
import { createMailer } from '../notifications/create-mailer';
import { createRuntime } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const ACTIONS = ['grant', 'revoke', 'grant-auditor', 'revoke-auditor'] as const;
const [action, username] = process.argv.slice(2) as [(typeof ACTIONS)[number], string];
if (!ACTIONS.includes(action) || !username) {
  fail(
    [
      'Usage: npm run admin -- grant <username>',
      '       npm run admin -- revoke <username>',
      '       npm run admin -- grant-auditor <username>',
      '       npm run admin -- revoke-auditor <username>',
    ].join('\n'),
  );
}
const granting = action.startsWith('grant');
const role = action.endsWith('-auditor') ? 'auditor' : 'admin';
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
  const accounts = modules.use('accounts');
  const actor = { actor: 'cli', correlationId: randomUUID() } as const;
  const userId =
    role === 'admin'
      ? await accounts.setAdminRole(username, granting, actor)
      : await accounts.setAuditorRole(username, granting, actor);
  process.stdout.write(
    `${granting ? 'Granted' : 'Revoked'} ${role} ${granting ? 'to' : 'from'} ${username} (user ${userId}).\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await modules.close();
  await runtime.close();
  await mailer.close();
}
