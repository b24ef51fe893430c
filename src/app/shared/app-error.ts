// One error catalogue: every failure the API can answer, with its HTTP status and message.
// The HTTP error middleware maps these to { success: false, message }.

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
    /** The error table's code (e.g. journey_limit_reached): a bounded name for metrics. */
    readonly reason?: string,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const GENERIC_FAILURE_MESSAGE = 'Something went wrong. Please try again.';
