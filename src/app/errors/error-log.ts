// The error log's use cases: record a report (scrubbed first, grouped with its repeats) and mark
// a group resolved. Reports come from browsers (POST /api/errors) and from the server itself.
import { createHash, randomUUID } from 'node:crypto';
import { errorGroupDecider, type ErrorGroupCommand } from '../../domain/errors/error-log.decider';
import { errorStreamId } from '../../domain/errors/error-log.events';
import { scrubReport, type ErrorReportInput } from '../../domain/errors/error-report';
import type { Clock } from '../accounts/accounts.ports';
import { runCommand, type CommandActor, type CommandContext } from '../shared/command-handler';

export interface ErrorLogDeps extends CommandContext {
  clock: Clock;
}

/** Runs a command on one error group's stream (a conflict is retried up to 5 times). */
const runErrorGroup = (
  context: CommandContext,
  errorId: string,
  command: ErrorGroupCommand,
  by: CommandActor,
) =>
  runCommand(context, errorStreamId(errorId), errorGroupDecider, command, {
    metadata: by,
    maxRetries: 5,
  });

/**
 * Records one report; returns its group's id. Nothing reaches the log unscrubbed.
 *
 * A report is only ever added: the decision does not depend on the group's history (a repeat of a
 * resolved error opens it again by being a report). So it is appended at any revision, without
 * reading the stream first: a burst of one error from many browsers (600 at 8 at a time) never
 * meets a revision conflict, and each report costs one append however long the group is.
 */
export async function recordError(
  deps: ErrorLogDeps,
  input: ErrorReportInput,
  from: { userId: number | null; source: 'browser' | 'server' },
): Promise<string> {
  const report = scrubReport(input);
  const errorId = createHash('sha256').update(report.groupKey).digest('hex').slice(0, 32);
  const command: ErrorGroupCommand = {
    type: 'Report',
    report: {
      errorId,
      errorType: report.errorType,
      message: report.message,
      url: report.url,
      stack: report.stack,
      userId: from.userId,
      source: from.source,
      reportedAt: deps.clock.now().toISOString(),
    },
  };
  const events = errorGroupDecider.decide(command, errorGroupDecider.initialState());
  const metadata = {
    actor: from.userId ? String(from.userId) : from.source === 'server' ? 'system' : 'anonymous',
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  };
  // A report does not wait for the read models: nobody reads them in the same breath.
  await deps.store.append(
    errorStreamId(errorId),
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: 'any' },
  );
  return errorId;
}

export async function resolveError(
  deps: ErrorLogDeps,
  errorId: string,
  actor: string,
): Promise<void> {
  await runErrorGroup(
    deps,
    errorId,
    { type: 'Resolve', errorId },
    {
      actor,
      correlationId: randomUUID(),
    },
  );
}
