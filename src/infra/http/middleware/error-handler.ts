// One error middleware: every failure leaves as JSON { success: false, message } with a fitting
// status. Stacks go to the server log (5xx only), never to the client.
import type { Middleware } from 'koa';
import { ZodError } from 'zod';
import { AppError, GENERIC_FAILURE_MESSAGE } from '../../../app/shared/app-error';
import { fromDomainError, type ErrorTable } from '../../../app/shared/error-table';
import { DomainError } from '../../../domain/shared/domain-error';
import { isDatabaseUnavailable } from '../../database/database-errors';
import { pathOnly, redactPathSecrets } from '../../logging/logger';
import type { ServerFailure } from '../../modules/app-module';
import { sessionUserId } from './auth';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

const CLIENT_MESSAGES: Record<number, string> = {
  400: 'The request could not be understood. Please check it and try again.',
  404: 'Not found.',
  405: 'Method not allowed.',
  413: 'The request is too large.',
  415: 'Content-Type must be application/json.',
};

export const UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable. Please try again in a moment.';

/**
 * `errors`: every module's error table, merged; a DomainError maps by its code. `onFailure` hears
 * of every failure on the server's side (5xx other than the database being away), to record it.
 */
export function errorHandler(
  errors: ErrorTable = {},
  onFailure?: (failure: ServerFailure) => void,
): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (thrown) {
      const error =
        thrown instanceof DomainError ? (fromDomainError(errors, thrown) ?? thrown) : thrown;
      const { status, message, headers } = describe(error);
      // The database being away is not a bug here: a warning without a stack is enough.
      if (status === 503 && isDatabaseUnavailable(error))
        ctx.state.log.warn({ err: { message: safeError(error).message } }, 'database unavailable');
      else if (status >= 500) {
        ctx.state.log.error({ err: safeError(error) }, 'request failed');
        onFailure?.({
          method: ctx.method,
          path: pathOnly(ctx.path),
          status,
          name: error instanceof Error ? error.name : 'Error',
          message: redactPathSecrets(error instanceof Error ? error.message : String(error)),
          stack: error instanceof Error && error.stack ? redactPathSecrets(error.stack) : undefined,
          userId: sessionUserId(ctx),
        });
      } else ctx.state.log.info({ status, reason: redactPathSecrets(message) }, 'request rejected');
      ctx.status = status;
      ctx.set(headers);
      ctx.body = { success: false, message };
      if (error instanceof AppError && error.reason && status < 500)
        ctx.state.refusal = error.reason;
    }
  };
}

function describe(error: unknown): {
  status: number;
  message: string;
  headers: Record<string, string>;
} {
  if (error instanceof AppError)
    return { status: error.status, message: error.message, headers: error.headers };
  if (error instanceof ZodError) return { status: 400, message: zodMessage(error), headers: {} };
  if (isDatabaseUnavailable(error))
    return { status: 503, message: UNAVAILABLE_MESSAGE, headers: { 'Retry-After': '5' } };
  const httpish = error as HttpishError;
  const status = httpish.status ?? httpish.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (error instanceof SyntaxError || httpish.type === 'entity.parse.failed')
      return { status, message: 'Malformed JSON in request body.', headers: {} };
    return {
      status,
      message:
        CLIENT_MESSAGES[status] ?? (httpish.expose ? String(httpish.message) : 'Bad request.'),
      headers: {},
    };
  }
  return { status: 500, message: GENERIC_FAILURE_MESSAGE, headers: {} };
}

/** The first issue, with its field: "email: Invalid email address". */
export function zodMessage(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request.';
  const field = issue.path.join('.');
  return field ? `${field}: ${issue.message}` : issue.message;
}

/** Error fields worth logging; drops `body` (co-body attaches the raw request body). */
function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: redactPathSecrets(String(error)) };
  return {
    type: error.name,
    message: redactPathSecrets(error.message),
    stack: error.stack && redactPathSecrets(error.stack),
  };
}
