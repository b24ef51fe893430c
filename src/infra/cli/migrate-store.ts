// npm run migrate-store -- --to postgres://user@host/db | esdb://host:2113?tls=false
// Moves the embedded store (PGlite in DATA_DIR) when one machine is outgrown. Refuses while the
// server holds DATA_DIR and when the target already holds events.
// - postgres://: copies the event log (same ids, positions and chain hashes) and the per-user
//   keys, rebuilds the read models there and verifies the chain. KEYS_DIR must go with it.
// - esdb://: copies the log through the event-store port (same ids, streams, revisions, data,
//   metadata; a digest of both logs must match), then rebuilds the read models, which stay in
//   the embedded database with the keys, from EventStoreDB.
import { z } from 'zod';
import { verifyChain } from '../audit/chain-verifier';
import { DataDirLockedError } from '../database/data-dir-lock';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { copyThroughPort, digestOf, isEmptyLog } from '../migrate-store/port-copy';
import { copyEventLog, countEvents, lastHash } from '../migrate-store/store-copy';
import { appModules } from '../modules/app-modules';
import { catalogueOf } from '../modules/module-parts';
import { createRuntime, type Runtime } from '../runtime';
import { cliContext, fail } from './cli-runtime';

const USAGE =
  'Usage: npm run migrate-store -- --to postgres://user@host:5432/database\n' +
  '       npm run migrate-store -- --to esdb://host:2113?tls=false';
const args = process.argv.slice(2);
const to = z
  .string()
  .regex(
    /^(postgres(ql)?|esdb(\+discover)?):\/\//,
    'the target must be a postgres:// or esdb:// URL',
  )
  .safeParse(args[0] === '--to' && args.length === 2 ? args[1] : undefined);
if (!to.success) fail(USAGE);
const { config, logger } = cliContext();
if (config.DATABASE_URL || config.EVENTSTORE_URL)
  fail(
    'DATABASE_URL or EVENTSTORE_URL is set: migrate-store copies from the embedded store (DATA_DIR); unset them.',
  );
const say = (line: string) => process.stdout.write(`${line}\n`);
const openRuntime = (overrides: { DATABASE_URL?: string; EVENTSTORE_URL?: string }) =>
  createRuntime({ ...config, ...overrides }, logger, {
    runProjections: false,
    modules: appModules,
  });
const embedded = (overrides: { EVENTSTORE_URL?: string } = {}) =>
  openRuntime(overrides).catch((error: unknown) =>
    fail(
      error instanceof DataDirLockedError
        ? `${error.message}\nnpm run migrate-store reads the embedded database itself: stop the server first.`
        : error,
    ),
  );

async function toPostgres(url: string): Promise<void> {
  const source = await embedded();
  const target = await openRuntime({ DATABASE_URL: url }).catch(async (error: unknown) => {
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
    say(`Copying ${total} events...`);
    const result = await copyEventLog(source.db.knex, target.db.knex, (copied) =>
      say(`  ${copied}/${total} events copied`),
    );
    say(`Copied ${result.keys} personal-data keys.\nRebuilding read models...`);
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
    say(
      `Done: ${count} events, last hash ${hashTarget ?? '-'}, chain intact, read models rebuilt from ${applied} events.\nSet DATABASE_URL to the target (keep KEYS_DIR) and start the server.`,
    );
  } finally {
    await target.close();
    await source.close();
  }
}

async function toEventStoreDb(url: string): Promise<void> {
  // One runtime: its database is the embedded one (read models, keys), its store EventStoreDB.
  const runtime: Runtime = await embedded({ EVENTSTORE_URL: url });
  const source = new PostgresEventStore(runtime.db, {
    upcasters: catalogueOf(appModules).upcasters,
  });
  try {
    const empty = await isEmptyLog(runtime.store).catch((error: unknown) => {
      throw new Error(
        `Cannot reach EventStoreDB at ${new URL(url).host}: ${(error as Error).message}`,
      );
    });
    if (!empty) throw new Error('The target already holds events: refusing to copy into it.');
    const total = await countEvents(runtime.db.knex);
    say(`Copying ${total} events...`);
    await copyThroughPort(source, runtime.store, (copied) =>
      say(`  ${copied}/${total} events copied`),
    );
    const [from, copy] = await Promise.all([digestOf(source), digestOf(runtime.store)]);
    if (from.events !== copy.events || from.sha256 !== copy.sha256)
      throw new Error(
        `Verification FAILED: ${copy.events}/${from.events} events, digest ${copy.sha256} (source ${from.sha256}).`,
      );
    say('Rebuilding read models from EventStoreDB...');
    const applied = await runtime.runner.rebuild();
    say(
      `Done: ${copy.events} events, digest ${copy.sha256} equal to the source's, read models rebuilt from ${applied} events.\nSet EVENTSTORE_URL to the target (keep DATA_DIR and KEYS_DIR: the read models and keys stay there) and start the server.`,
    );
  } finally {
    await source.close();
    await runtime.close();
  }
}

try {
  await (to.data.startsWith('esdb') ? toEventStoreDb(to.data) : toPostgres(to.data));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
