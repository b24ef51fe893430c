// The admin CLI's work, as a function that returns the exit code (the CLI and the tests run the
// same code): grant or revoke the admin or auditor role. On the embedded default it opens
// DATA_DIR itself, so it refuses while the server runs.
import { randomUUID } from 'node:crypto';
import type { Config } from '../config/config';
import { DataDirLockedError } from '../database/data-dir-lock';
import type { Logger } from '../logging/logger';
import { appModules } from '../modules/app-modules';
import { openModules } from '../modules/open-modules';
import { createMailer } from '../notifications/create-mailer';
import { createRuntime } from '../runtime';
import type { AdminAction } from './admin-actions';

export interface CliIo {
  config: Config;
  logger: Logger;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export async function runAdmin(action: AdminAction, username: string, io: CliIo): Promise<number> {
  const { config, logger } = io;
  const granting = action.startsWith('grant');
  const role = action.endsWith('-auditor') ? 'auditor' : 'admin';
  let runtime;
  try {
    runtime = await createRuntime(config, logger, {
      runProjections: !config.DATABASE_URL,
      modules: appModules,
    });
  } catch (error) {
    io.stderr.write(
      error instanceof DataDirLockedError
        ? `${error.message}\nnpm run admin changes the embedded database directly: stop the server first, then run it again.\n`
        : `${(error as Error).message}\n`,
    );
    return 1;
  }
  const mailer = createMailer(config);
  try {
    const modules = await openModules(appModules, { config, runtime, mailer });
    try {
      const accounts = modules.use('accounts');
      const actor = { actor: 'cli', correlationId: randomUUID() } as const;
      const userId =
        role === 'admin'
          ? await accounts.setAdminRole(username, granting, actor)
          : await accounts.setAuditorRole(username, granting, actor);
      io.stdout.write(
        `${granting ? 'Granted' : 'Revoked'} ${role} ${granting ? 'to' : 'from'} ${username} (user ${userId}).\n`,
      );
      return 0;
    } finally {
      await modules.close();
    }
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await runtime.close();
    await mailer.close();
  }
}
