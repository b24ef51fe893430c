// npm run projections: the projections worker as its own process (server PostgreSQL). Exactly one
// instance is active (advisory-lock lease); others stand by and take over if it dies.
import { appModules } from '../modules/app-modules';
import { createRuntime } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const { config, logger } = cliContext();
if (!config.DATABASE_URL) {
  fail(
    'npm run projections needs a server PostgreSQL (DATABASE_URL). ' +
      'On the embedded default (PGlite) projections run inside the server: use npm start.',
  );
}
const runtime = await createRuntime(config, logger, {
  runProjections: true,
  modules: appModules,
}).catch(fail);
logger.info('projections worker started');
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'projections worker stopping');
    void runtime.close().then(() => process.exit(0));
  });
}
