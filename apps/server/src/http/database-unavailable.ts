/** How long a client is asked to wait before trying again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 10;

/** Socket failures of reaching the database server: refused, reset, unreachable, not resolved, timed out. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs of a server that is there but takes no queries: the connection exceptions (class 08),
 * an administrator's or a crash's shutdown and a server still starting (57P01 to 57P03).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123])$/;

/** The pool's and the driver's own words for a connection it lost or could not get in time. */
const CONNECTION_LOST = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is closed/i;

/** The error, its causes, and the attempts of an AggregateError (each address tried). */
function* chainOf(error: unknown, depth = 0): Generator<unknown> {
  if (error === null || error === undefined || depth > 5) return;
  yield error;
  if (error instanceof AggregateError) for (const inner of error.errors) yield* chainOf(inner, depth + 1);
  if (error instanceof Error) yield* chainOf(error.cause, depth + 1);
}

/** True when a request failed because the database could not be reached, not because of what was asked. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chainOf(error)) {
    if (!(link instanceof Error)) continue;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (CONNECTION_LOST.test(link.message)) return true;
  }
  return false;
}
