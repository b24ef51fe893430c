// npm run projections:rebuild: empties every read model and replays the whole event log.
// PGlite: refuses while the server holds DATA_DIR. Server PostgreSQL: takes the projections lease
// first, so no other runner writes read models meanwhile.
import { acquireAdvisoryLease } from '../database/advisory-lease';
import { appModules } from '../modules/app-modules';
import { createRuntime, PROJECTIONS_LEASE } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const { config, logger } = cliContext();
const runtime = await createRuntime(config, logger, {
  runProjections: false,
  modules: appModules,
}).catch(fail);
const lease =
  runtime.db.kind === 'postgres' && runtime.db.connectionString
    ? acquireAdvisoryLease({
        connectionString: runtime.db.connectionString,
        name: PROJECTIONS_LEASE,
        logger,
      })
    : undefined;
try {
  if (lease) {
    process.stdout.write(
      'Waiting for the projections lease (stop the projections worker if this waits)...\n',
    );
    await lease.acquired;
  }
  const started = Date.now();
  const applied = await runtime.runner.rebuild();
  process.stdout.write(
    `Rebuilt read models from ${applied} events in ${Date.now() - started} ms.\n`,
  );
} catch (error) {
  fail(error);
} finally {
  await lease?.release();
  await runtime.close();
}
