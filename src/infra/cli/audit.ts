// npm run audit -- streams | stream <id> | export [--from <iso>] [--to <iso>] [--out <file>] | verify
// Read-only views of the event log for auditors (docs/audit.md); the commands are in
// src/infra/cli/audit-commands.ts.
import { runAudit } from './audit-commands';
import { cliContext } from './cli-runtime';

const { config, logger } = cliContext();
process.exitCode = await runAudit(process.argv.slice(2), {
  config,
  logger,
  stdout: process.stdout,
  stderr: process.stderr,
});
