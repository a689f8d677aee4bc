// TSA serial numbers reserved in blocks: unique under concurrent stamps within a process, and
// between processes (two contexts over one database stand for two servers), each block read from
// the database sequence once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppContext } from '../../context';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { nextTsaSerialNumber } from './tsa-serial-numbers';

describe('TSA serial numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(() => t.close());

  /** The sequence's current value (one nextval first, so last_value is one that was handed out). */
  const sequence = async (advance = false) =>
    BigInt(
      (
        await t.context.database.query<{ value: string }>(
          advance
            ? "SELECT nextval('pki_tsa_serial_seq')::text AS value"
            : 'SELECT last_value::text AS value FROM pki_tsa_serial_seq',
        )
      )[0]!.value,
    );

  it('are unique across concurrent stamps and across processes, a block at a time', async () => {
    const other = createAppContext(t.context);
    const before = await sequence(true);
    const numbers = await Promise.all(
      Array.from({ length: 150 }, (_, i) => nextTsaSerialNumber(i % 2 === 0 ? t.context : other)),
    );
    expect(new Set(numbers.map(String)).size).toBe(150);
    expect(numbers.every((n) => n > before)).toBe(true);
    // 75 each: two blocks of 64 per process, so the sequence moved by 4 × 64, not by 150 calls.
    expect((await sequence()) - before).toBe(256n);
  });
});
