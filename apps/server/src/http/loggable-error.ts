import { DrizzleQueryError } from 'drizzle-orm';

/** What a log may say about a failure: what broke and where, never a value a user sent. */
export type LoggableError = {
  type: string;
  message: string;
  stack?: string;
  /** The failing SQL with its placeholders; the bound values are left out. */
  query?: string;
  cause?: LoggableError;
  [field: string]: unknown;
};

/**
 * Fields of a PostgreSQL (or PGlite) error that name things and kinds of failure. `detail`,
 * `where` and `internalQuery` are left out: they quote rows and values ("Failing row contains …").
 */
const NAMING_FIELDS = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'dataType', 'constraint'] as const;

/** Quoted text in a database message, e.g. `value "2147483648" is out of range`: it may be a value. */
const QUOTED = /"[^"]*"|'[^']*'/g;

const isDatabaseError = (error: Error) => 'severity' in error && 'routine' in error;

/** The call frames of a stack, without its first lines (which repeat the unsafe message). */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * An error as the log may record it: type, message, stack frames, SQLSTATE and the SQL text, but
 * no bound parameters, no quoted values, no row details, followed through its causes.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a value that is not an Error was thrown' };
  const fromDatabase = isDatabaseError(error);
  const message =
    error instanceof DrizzleQueryError ? 'Failed query' : fromDatabase ? error.message.replace(QUOTED, '"…"') : error.message;
  const entry: LoggableError = { type: error.name, message, stack: `${error.name}: ${message}\n${framesOf(error)}` };
  if (error instanceof DrizzleQueryError) entry.query = error.query;
  if (fromDatabase) {
    for (const field of NAMING_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string') entry[field] = value;
    }
  } else {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string') entry.code = code;
  }
  if (error.cause !== undefined && depth < 4) entry.cause = loggableError(error.cause, depth + 1);
  return entry;
}
