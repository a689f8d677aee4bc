import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './is-unique-violation';

/** An error as node-postgres raises it, with its SQLSTATE in `code`. */
const pgError = (code: string) => Object.assign(new Error('duplicate key value'), { code });

describe('isUniqueViolation', () => {
  it('recognises SQLSTATE 23505 as raised, and wrapped the way Drizzle wraps it (in cause)', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError('23505') }))).toBe(true);
  });

  it('is false for other database errors and for values that are no errors', () => {
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
    expect(isUniqueViolation(new Error('Failed query', { cause: pgError('40001') }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('stops on an error that is its own cause', () => {
    const looped: Error & { cause?: unknown } = new Error('looped');
    looped.cause = looped;
    expect(isUniqueViolation(looped)).toBe(false);
  });
});
