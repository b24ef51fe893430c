// The audit commands (docs/audit.md): streams | stream <id> | export [--from] [--to] [--out] |
// verify, as one function that returns the exit code, so the CLI and the tests run the same code.
// verify recomputes the hash chain, replays the log into a scratch schema and compares it with
// the live read models; it exits 1 on any break or difference. On the embedded default it opens
// DATA_DIR itself, so it refuses while the server runs; with DATABASE_URL it runs beside servers.
import fs from 'node:fs';
import { once } from 'node:events';
import type { Config } from '../config/config';
import type { Logger } from '../logging/logger';
import { openKeyServices } from '../accounts/key-services';
import {
  exportEvents,
  listStreams,
  openPersonalData,
  readStreamEvents,
  streamCategory,
  type AuditEvent,
} from '../audit/audit-log';
import { verifyChain } from '../audit/chain-verifier';
import { compareReadModels } from '../audit/read-model-check';
import { DataDirLockedError } from '../database/data-dir-lock';
import { appModules } from '../modules/app-modules';
import { projectionsOf } from '../modules/module-parts';
import { createRuntime, type Runtime } from '../runtime';

export const AUDIT_USAGE = `Usage: npm run audit -- streams
       npm run audit -- stream <stream id>
       npm run audit -- export [--from <iso time>] [--to <iso time>] [--out <file>]
       npm run audit -- verify`;

type Command =
  | { name: 'streams' }
  | { name: 'stream'; streamId: string }
  | { name: 'export'; from?: string; to?: string; out?: string }
  | { name: 'verify' };

export interface AuditIo {
  config: Config;
  logger: Logger;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

/** A refusal to print as it is (usage, a bad argument, a locked DATA_DIR): exit code 1. */
class Refusal extends Error {}

function parse(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === 'streams' && rest.length === 0) return { name };
  if (name === 'verify' && rest.length === 0) return { name };
  if (name === 'stream' && rest.length === 1 && rest[0]) return { name, streamId: rest[0] };
  if (name === 'export') {
    const options: { from?: string; to?: string; out?: string } = {};
    for (let i = 0; i < rest.length; i += 2) {
      const [flag, value] = [rest[i], rest[i + 1]];
      if (!value || !['--from', '--to', '--out'].includes(flag ?? ''))
        throw new Refusal(AUDIT_USAGE);
      if (flag !== '--out' && Number.isNaN(Date.parse(value)))
        throw new Refusal(`${flag}: not an ISO time (got "${value}")`);
      options[flag!.slice(2) as 'from' | 'to' | 'out'] = value;
    }
    return { name, ...options };
  }
  throw new Refusal(AUDIT_USAGE);
}

export async function runAudit(args: string[], io: AuditIo): Promise<number> {
  let runtime: Runtime | undefined;
  try {
    const command = parse(args);
    runtime = await createRuntime(io.config, io.logger, {
      runProjections: false,
      modules: appModules,
    }).catch((error: unknown) => {
      throw error instanceof DataDirLockedError
        ? new Refusal(
            `${error.message}\nnpm run audit opens the embedded database itself: stop the server first, then run it again.`,
          )
        : error;
    });
    if (command.name === 'streams') await printStreams(runtime, io);
    else if (command.name === 'stream') await printStream(runtime, io, command.streamId);
    else if (command.name === 'export') await exportLog(runtime, io, command);
    else return await verify(runtime, io);
    return 0;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n`);
    return 1;
  } finally {
    await runtime?.close();
  }
}

async function printStreams({ db }: Runtime, io: AuditIo): Promise<void> {
  const streams = await listStreams(db.knex);
  const width = Math.max(6, ...streams.map((s) => s.streamId.length));
  const typeWidth = Math.max(4, ...streams.map((s) => s.category.length));
  const out = [
    `${'stream'.padEnd(width)}  ${'type'.padEnd(typeWidth)}  ${'events'.padStart(6)}  ${'first'.padEnd(27)}  last`,
  ];
  for (const s of streams) {
    out.push(
      `${s.streamId.padEnd(width)}  ${s.category.padEnd(typeWidth)}  ${String(s.events).padStart(6)}  ${s.first}  ${s.last}`,
    );
  }
  const total = streams.reduce((sum, s) => sum + s.events, 0);
  out.push(`${streams.length} stream${streams.length === 1 ? '' : 's'}, ${total} events`);
  io.stdout.write(`${out.join('\n')}\n`);
}

async function printStream({ db }: Runtime, io: AuditIo, streamId: string): Promise<void> {
  const events = await readStreamEvents(db.knex, streamId);
  if (events.length === 0) throw new Error(`No stream ${streamId} in the event log.`);
  const keys = await openKeyServices(db.knex, io.config, io.logger);
  const open = (userId: number, sealed: string) => keys.vault.open(userId, sealed);
  const out = [
    `Stream ${streamId} (${streamCategory(streamId)}): ${events.length} event${events.length === 1 ? '' : 's'}`,
  ];
  for (const event of events) out.push(...(await describe(event, open)));
  io.stdout.write(`${out.join('\n')}\n`);
}

async function describe(
  event: AuditEvent,
  open: (userId: number, sealed: string) => Promise<unknown>,
): Promise<string[]> {
  const m = event.metadata;
  return [
    `#${event.revision}  ${event.type} v${m.schemaVersion ?? 1}  ${event.recordedAt}  position ${event.position}`,
    `    actor ${m.actor ?? '-'}  correlation ${m.correlationId ?? '-'}  causation ${m.causationId ?? '-'}`,
    `    data ${JSON.stringify(await openPersonalData(event.data, open))}`,
  ];
}

async function exportLog(
  { db }: Runtime,
  io: AuditIo,
  range: { from?: string; to?: string; out?: string },
): Promise<void> {
  const output = range.out ? fs.createWriteStream(range.out) : io.stdout;
  let count = 0;
  for await (const event of exportEvents(db.knex, range)) {
    if (!output.write(`${JSON.stringify(event)}\n`)) await once(output, 'drain');
    count++;
  }
  if (range.out) {
    const file = output as fs.WriteStream;
    await new Promise<void>((resolve, reject) =>
      file.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    io.stderr.write(`Exported ${count} event${count === 1 ? '' : 's'} to ${range.out}.\n`);
  }
}

async function verify(runtime: Runtime, io: AuditIo): Promise<number> {
  const { db, store } = runtime;
  const total = Number(
    ((await db.knex.raw('select count(*)::int as n from events')).rows as { n: number }[])[0]!.n,
  );
  const chainBar = progressBar(io.stderr, 'hash chain', total);
  const chain = await verifyChain(db.knex, chainBar.update);
  chainBar.done();
  const replayBar = progressBar(io.stderr, 'replay', total);
  const models = await compareReadModels({
    knex: db.knex,
    store,
    projections: projectionsOf(appModules),
    onProgress: replayBar.update,
  });
  replayBar.done();

  const out: string[] = [];
  out.push(
    `Hash chain: ${chain.checked} events checked: ${chain.findings.length === 0 ? 'intact' : `${chain.findings.length} problem${chain.findings.length === 1 ? '' : 's'}`}.`,
  );
  for (const finding of chain.findings) out.push(`  - ${finding.message}`);
  out.push(
    `Read models: ${models.replayed} events replayed into a scratch schema, ${models.tables} tables compared: ${models.differences.length === 0 ? 'identical' : `${models.differences.length} differ${models.differences.length === 1 ? 's' : ''}`}.`,
  );
  for (const d of models.differences) {
    out.push(
      `  - ${d.table}: ${d.onlyLive} row${d.onlyLive === 1 ? '' : 's'} only in the live table, ${d.onlyReplay} only in the replay`,
    );
    for (const sample of d.samples) out.push(`      ${sample.side.padEnd(6)} ${sample.row}`);
  }
  for (const b of models.behind) {
    out.push(
      `  (${b.projection} has not applied the last ${b.events} event${b.events === 1 ? '' : 's'} yet: compared up to its checkpoint)`,
    );
  }
  const problems = chain.findings.length + models.differences.length;
  out.push(
    problems === 0
      ? 'Audit passed.'
      : `Audit FAILED: ${problems} problem${problems === 1 ? '' : 's'}.`,
  );
  io.stdout.write(`${out.join('\n')}\n`);
  return problems > 0 ? 1 : 0;
}

/** A progress bar on stderr, redrawn at most every 100 ms. */
function progressBar(stderr: NodeJS.WritableStream, label: string, total: number) {
  let last = 0;
  const draw = (done: number) => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(share * 30);
    stderr.write(
      `\r${label.padEnd(10)} [${'#'.repeat(filled)}${'-'.repeat(30 - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total}`,
    );
  };
  draw(0);
  return {
    update: (done: number) => {
      if (Date.now() - last < 100) return;
      last = Date.now();
      draw(done);
    },
    done: () => {
      draw(total);
      stderr.write('\n');
    },
  };
}
