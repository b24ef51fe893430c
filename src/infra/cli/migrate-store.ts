// npm run migrate-store -- --to postgres://user@host/db
// Moves the embedded store (PGlite in DATA_DIR) to a server PostgreSQL: copies the event log
// (same ids, positions and chain hashes) and the per-user keys, rebuilds the read models there
// and verifies the chain. Refuses while the server holds DATA_DIR and when the target already
// holds events. KEYS_DIR (the KEK files) must go with it. esdb:// targets are not supported by
// this command yet (docs/operations.md).
import { z } from 'zod';
import { verifyChain } from '../audit/chain-verifier';
import { DataDirLockedError } from '../database/data-dir-lock';
import { copyEventLog, countEvents, lastHash } from '../migrate-store/store-copy';
import { appModules } from '../modules/app-modules';
import { createRuntime } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const USAGE = 'Usage: npm run migrate-store -- --to postgres://user@host:5432/database';
const args = process.argv.slice(2);
const to = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'the target must be a postgres:// URL')
  .safeParse(args[0] === '--to' && args.length === 2 ? args[1] : undefined);
if (!to.success) fail(USAGE);
const { config, logger } = cliContext();
if (config.DATABASE_URL)
  fail('DATABASE_URL is set: migrate-store copies from the embedded store (DATA_DIR); unset it.');

const source = await createRuntime({ ...config, EVENTSTORE_URL: undefined }, logger, {
  runProjections: false,
  modules: appModules,
}).catch((error: unknown) =>
  fail(
    error instanceof DataDirLockedError
      ? `${error.message}\nnpm run migrate-store reads the embedded database itself: stop the server first.`
      : error,
  ),
);
const target = await createRuntime(
  { ...config, DATABASE_URL: to.data, EVENTSTORE_URL: undefined },
  logger,
  { runProjections: false, modules: appModules },
).catch(async (error: unknown) => {
  await source.close();
  return fail(`Cannot open the target database: ${(error as Error).message}`);
});
try {
  const existing = await countEvents(target.db.knex);
  if (existing > 0)
    throw new Error(
      `The target already holds ${existing} events: refusing to copy into it. Use an empty database.`,
    );
  const total = await countEvents(source.db.knex);
  process.stdout.write(`Copying ${total} events...\n`);
  const result = await copyEventLog(source.db.knex, target.db.knex, (copied) =>
    process.stdout.write(`  ${copied}/${total} events copied\n`),
  );
  process.stdout.write(`Copied ${result.keys} personal-data keys.\nRebuilding read models...\n`);
  const applied = await target.runner.rebuild();
  const chain = await verifyChain(target.db.knex);
  const [count, hashSource, hashTarget] = await Promise.all([
    countEvents(target.db.knex),
    lastHash(source.db.knex),
    lastHash(target.db.knex),
  ]);
  if (count !== total || hashSource !== hashTarget || chain.findings.length > 0)
    throw new Error(
      `Verification FAILED: ${count}/${total} events, last hash ${hashTarget} (source ${hashSource}), ${chain.findings.length} chain problems.`,
    );
  process.stdout.write(
    `Done: ${count} events, last hash ${hashTarget ?? '-'}, chain intact, read models rebuilt from ${applied} events.\nSet DATABASE_URL to the target (keep KEYS_DIR) and start the server.\n`,
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await target.close();
  await source.close();
}
