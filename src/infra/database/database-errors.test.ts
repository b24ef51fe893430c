import { describe, expect, it } from 'vitest';
import { describeDatabaseError, isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a server that is away, restarting, failing over or full', () => {
    for (const code of [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      '57P01',
      '57P03',
      '08006',
      '53300',
      '25006',
    ])
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { name: 'KnexTimeoutError' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: withCode('57P01') }))).toBe(true);
  });

  it('leaves our own faults to be 500s', () => {
    for (const error of [
      withCode('23505', 'duplicate key'),
      withCode('42P01', 'relation does not exist'),
      new TypeError('x is undefined'),
      'a string',
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('describeDatabaseError', () => {
  it('keeps the code and the reason, not the SQL knex puts in front', () => {
    const error = withCode('57P01', 'select * from events where x = $1 - terminating connection');
    expect(describeDatabaseError(error)).toBe('57P01: terminating connection');
  });
});
