// Which failures mean "PostgreSQL cannot be reached right now" (down, restarting, failing over,
// out of connections) rather than a fault in our own code: those answer 503 and are retried.

const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

const SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '25006', // read_only_sql_transaction: a failover has not promoted the standby yet
]);

// node-pg and knex report a lost or impossible connection with these messages and no code.
const MESSAGES = [
  /connection terminated/i,
  /connection ended unexpectedly/i,
  /is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /timeout acquiring a connection/i,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, name, message, cause, errors } = current as {
      code?: unknown;
      name?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (SOCKET_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08')) return true;
    }
    if (name === 'KnexTimeoutError') return true;
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    // A host with several addresses fails with an AggregateError of one error per address.
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

/** A short reason for a log line: the error's code and message, never the whole object. */
export function describeDatabaseError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  // knex prefixes the SQL ("select ... - terminating connection"): the reason is what follows.
  const text = String(message);
  const reason = text.includes(' - ') ? text.slice(text.lastIndexOf(' - ') + 3) : text;
  return typeof code === 'string' ? `${code}: ${reason}` : reason;
}
