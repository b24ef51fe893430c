import { describe, it } from 'vitest';
import { deciderSpec } from '../../../tests/support/decider-spec';
import { errorGroupDecider, NoSuchErrorError, type ErrorGroupCommand } from './error-log.decider';
import type { ErrorLogEvent, ErrorReported } from './error-log.events';

const errorId = 'a'.repeat(32);
const report = (reportedAt: string): ErrorReported['data'] => ({
  errorId,
  errorType: 'javascript_error',
  message: 'x is undefined',
  url: '/journey',
  stack: null,
  userId: 7,
  source: 'browser',
  reportedAt,
});
const reported = (at = '2026-11-22T10:00:00.000Z'): ErrorLogEvent => ({
  type: 'ErrorReported',
  data: report(at),
});
const resolved: ErrorLogEvent = { type: 'ErrorResolved', data: { errorId } };
const reportCommand = (at = '2026-11-22T10:00:00.000Z'): ErrorGroupCommand => ({
  type: 'Report',
  report: report(at),
});
const resolve: ErrorGroupCommand = { type: 'Resolve', errorId };

describe('error group decider', () => {
  const spec = deciderSpec(errorGroupDecider);

  describe('Report', () => {
    it('records the first report of an error', () => {
      spec.given([]).when(reportCommand()).then([reported()]);
    });

    it('records every repeat in the same group', () => {
      const later = '2026-11-22T11:00:00.000Z';
      spec
        .given([reported()])
        .when(reportCommand(later))
        .then([reported(later)]);
    });

    it('records a new report of a resolved error, which opens it again', () => {
      const later = '2026-11-23T09:00:00.000Z';
      spec
        .given([reported(), resolved])
        .when(reportCommand(later))
        .then([reported(later)]);
      spec
        .given([reported(), resolved, reported(later)])
        .when(resolve)
        .then([resolved]);
    });
  });

  describe('Resolve', () => {
    it('resolves a reported error', () => {
      spec.given([reported()]).when(resolve).then([resolved]);
    });

    it('records nothing for an error already resolved', () => {
      spec.given([reported(), resolved]).when(resolve).then([]);
    });

    it('refuses an error never reported', () => {
      spec.given([]).when(resolve).thenThrows(NoSuchErrorError, 'no_such_error');
    });
  });
});
