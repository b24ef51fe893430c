// Events of the error log: a report (scrubbed before it is recorded, see error-report.ts) and an
// operator marking its group resolved. Repeats of one error share a stream (its group).
import { z } from 'zod';
import { defineEvent, type EventOf } from '../shared/event-catalogue';
import { ERROR_TYPES } from './error-report';

const errorId = z.string().regex(/^[a-f0-9]{32}$/);

export const errorLogEvents = {
  ErrorReported: defineEvent(
    'ErrorReported',
    z.object({
      errorId,
      errorType: z.enum(ERROR_TYPES),
      message: z.string().max(500),
      url: z.string().max(300).nullable(),
      stack: z.string().max(6000).nullable(),
      userId: z.number().int().positive().nullable(),
      source: z.enum(['browser', 'server']),
      reportedAt: z.string().min(1),
    }),
  ),
  ErrorResolved: defineEvent('ErrorResolved', z.object({ errorId })),
};

export type ErrorReported = EventOf<typeof errorLogEvents.ErrorReported>;
export type ErrorResolved = EventOf<typeof errorLogEvents.ErrorResolved>;
export type ErrorLogEvent = ErrorReported | ErrorResolved;

export const errorStreamId = (errorId: string) => `error-${errorId}`;
