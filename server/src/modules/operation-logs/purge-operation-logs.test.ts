// The operation log's retention on the real database: rows older than OPERATION_LOG_RETENTION_DAYS
// go and newer ones stay (the boundary included), in bounded batches that stop at the run's cap; a
// second run deletes nothing; two runs at once delete each row once; and a retention below the
// 90 days staff search, or not a number of days, is refused at start naming the setting.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { purgeOperationLogs } from './purge-operation-logs';

const DAY = 86_400_000;
const NOW = new Date('2026-11-26T12:00:00.000Z');

describe('operation log retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ OPERATION_LOG_RETENTION_DAYS: '120' });
    t.setNow(NOW);
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(() => t.context.database.query('DELETE FROM operation_logs'));

  /** `count` rows at `at`, their action naming the group they belong to. */
  async function insertRows(count: number, at: Date, action: string) {
    await t.context.database.query(
      `INSERT INTO operation_logs (at, method, route, action, http_status)
       SELECT $1, 'POST', '/ecapi/cb/assemble/contact/save', $2, 200 FROM generate_series(1, $3::int)`,
      [at, action, count],
    );
  }
  const countByAction = async () =>
    Object.fromEntries(
      (
        await t.context.database.query<{ action: string; n: number }>(
          'SELECT action, count(*)::int AS n FROM operation_logs GROUP BY action',
        )
      ).map((row) => [row.action, row.n]),
    );

  it('deletes the rows older than the retention and keeps the rest, the boundary included', async () => {
    await insertRows(7, new Date(NOW.getTime() - 400 * DAY), 'very-old');
    await insertRows(5, new Date(NOW.getTime() - 120 * DAY - 1), 'just-past');
    await insertRows(4, new Date(NOW.getTime() - 120 * DAY), 'boundary');
    await insertRows(3, new Date(NOW.getTime() - 90 * DAY), 'searchable');
    await insertRows(2, NOW, 'today');
    const result = await purgeOperationLogs(t.context);
    expect(result).toEqual({
      cutoff: new Date(NOW.getTime() - 120 * DAY).toISOString(),
      deleted: 12,
      batches: 1,
      more: false,
    });
    expect(Object.isFrozen(result)).toBe(true);
    expect(await countByAction()).toEqual({ boundary: 4, searchable: 3, today: 2 });
    // Idempotent: the same cutoff again finds nothing.
    expect(await purgeOperationLogs(t.context)).toMatchObject({ deleted: 0, batches: 1, more: false });
    expect(await countByAction()).toEqual({ boundary: 4, searchable: 3, today: 2 });
  });

  it('deletes in batches of the given size and stops at the run cap, leaving the rest for the next run', async () => {
    await insertRows(2_500, new Date(NOW.getTime() - 200 * DAY), 'old');
    await insertRows(10, new Date(NOW.getTime() - DAY), 'recent');
    const first = await purgeOperationLogs(t.context, { batchRows: 1_000, maxBatches: 2 });
    expect(first).toMatchObject({ deleted: 2_000, batches: 2, more: true });
    expect(await countByAction()).toEqual({ old: 500, recent: 10 });
    const second = await purgeOperationLogs(t.context, { batchRows: 1_000, maxBatches: 2 });
    expect(second).toMatchObject({ deleted: 500, batches: 1, more: false });
    expect(await countByAction()).toEqual({ recent: 10 });
  });

  it('the default batch (5,000 rows a statement) drains a larger backlog in one run', async () => {
    await insertRows(12_000, new Date(NOW.getTime() - 365 * DAY), 'old');
    await insertRows(1, new Date(NOW.getTime() - 119 * DAY), 'kept');
    expect(await purgeOperationLogs(t.context)).toMatchObject({ deleted: 12_000, batches: 3, more: false });
    expect(await countByAction()).toEqual({ kept: 1 });
  });

  it('two runs at once (two server processes) delete every old row exactly once', async () => {
    await insertRows(3_000, new Date(NOW.getTime() - 300 * DAY), 'old');
    await insertRows(4, new Date(NOW.getTime() - 10 * DAY), 'recent');
    const runs = await Promise.all([
      purgeOperationLogs(t.context, { batchRows: 500 }),
      purgeOperationLogs(t.context, { batchRows: 500 }),
    ]);
    expect(runs[0]!.deleted + runs[1]!.deleted).toBe(3_000);
    expect(await countByAction()).toEqual({ recent: 4 });
  });
});

describe('OPERATION_LOG_RETENTION_DAYS', () => {
  it('defaults to 180 days and takes a value of 90 or more', () => {
    expect(parseConfig({}).OPERATION_LOG_RETENTION_DAYS).toBe(180);
    expect(parseConfig({ OPERATION_LOG_RETENTION_DAYS: '90' }).OPERATION_LOG_RETENTION_DAYS).toBe(90);
    expect(parseConfig({}, ['--operation-log-retention-days=365']).OPERATION_LOG_RETENTION_DAYS).toBe(365);
  });

  it.each([
    ['30', /OPERATION_LOG_RETENTION_DAYS: at least 90 days/],
    ['89', /OPERATION_LOG_RETENTION_DAYS: at least 90 days/],
    ['half a year', /OPERATION_LOG_RETENTION_DAYS: a whole number of days/],
    ['120.5', /OPERATION_LOG_RETENTION_DAYS: a whole number of days/],
  ])('refuses %s at start with a message naming the setting', (value, message) => {
    expect(() => parseConfig({ OPERATION_LOG_RETENTION_DAYS: value })).toThrow(ConfigError);
    expect(() => parseConfig({ OPERATION_LOG_RETENTION_DAYS: value })).toThrow(message);
  });
});
