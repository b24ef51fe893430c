import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/shared/domain-error';
import { AppError } from './app-error';
import { defineErrors, failWith, fromDomainError, mergeErrorTables } from './error-table';

const table = defineErrors({
  journey_limit_reached: { kind: 'forbidden', message: 'No journeys left.' },
  wait_a_while: {
    kind: 'rate_limited',
    message: ({ minutes }) => `Please try again in ${minutes} minutes.`,
  },
});

describe('error tables', () => {
  it('builds the AppError of a code: status, message (filled in) and headers', () => {
    const error = failWith(table, 'wait_a_while', {
      params: { minutes: 3 },
      headers: { 'Retry-After': '180' },
    });
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Please try again in 3 minutes.',
      headers: { 'Retry-After': '180' },
    });
  });

  it('maps a domain rule by its code, and leaves an unknown code alone', () => {
    expect(fromDomainError(table, new DomainError('journey_limit_reached'))).toMatchObject({
      status: 403,
      message: 'No journeys left.',
    });
    expect(fromDomainError(table, new DomainError('no_such_rule'))).toBeUndefined();
  });

  it('refuses a code defined by two tables', () => {
    expect(() => mergeErrorTables([table, { wait_a_while: table.wait_a_while }])).toThrow(
      'The error code wait_a_while is defined twice',
    );
  });
});
