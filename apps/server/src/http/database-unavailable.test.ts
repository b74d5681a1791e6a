import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

/** An error as the pg driver makes one from a server's ErrorResponse. */
const serverError = (code: string, message: string) => Object.assign(new Error(message), { code, severity: 'FATAL', routine: 'ProcessInterrupts' });
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });
const failedQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', failedQuery(socketError('ECONNREFUSED'))],
    ['every address refused', failedQuery(new AggregateError([socketError('ECONNREFUSED'), socketError('ECONNREFUSED')]))],
    ['a connection the server dropped', failedQuery(new Error('Connection terminated unexpectedly'))],
    ['a pool with no connection in time', new Error('timeout exceeded when trying to connect')],
    ['an administrator shutdown (57P01)', failedQuery(serverError('57P01', 'terminating connection due to administrator command'))],
    ['a crash shutdown (57P02)', serverError('57P02', 'terminating connection due to crash of another server process')],
    ['a server still starting (57P03)', serverError('57P03', 'the database system is starting up')],
    ['a connection failure (08006)', serverError('08006', 'connection failure')],
    ['a connection it could not make (08001)', serverError('08001', 'could not connect')],
  ])('is told by %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a check violation', failedQuery(serverError('23514', 'new row violates check constraint'))],
    ['a missing table', failedQuery(serverError('42P01', 'relation does not exist'))],
    ['a query cancelled by a time-out (57014)', serverError('57014', 'canceling statement due to statement timeout')],
    ['a programming error', new TypeError('cannot read properties of undefined')],
    ['a value that is not an Error', 'ECONNREFUSED'],
  ])('is not told by %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
