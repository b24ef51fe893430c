// npm run admin -- grant <username> | revoke <username>              (the admin role)
//                  grant-auditor <username> | revoke-auditor <username> (read-only audit pages)
// On the embedded default this opens DATA_DIR itself, so it refuses while the server runs
// (PGlite has no lock between processes); stop the server, run it, start the server again.
// The app is loaded only once the arguments are known to be right, so a usage error is quick.
import { ADMIN_ACTIONS, ADMIN_USAGE, type AdminAction } from './admin-actions';

const [action, username] = process.argv.slice(2) as [AdminAction, string];
if (!ADMIN_ACTIONS.includes(action) || !username) {
  process.stderr.write(`${ADMIN_USAGE}\n`);
  process.exit(1);
}
const { cliContext } = await import('./cli-runtime');
const { config, logger } = cliContext();
const { runAdmin } = await import('./admin-command');
process.exitCode = await runAdmin(action, username, {
  config,
  logger,
  stdout: process.stdout,
  stderr: process.stderr,
});
