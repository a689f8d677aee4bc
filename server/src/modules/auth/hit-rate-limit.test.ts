import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { hitRateLimit } from './hit-rate-limit';
import { isRateLimited } from './is-rate-limited';

const START = new Date('2026-06-01T10:00:00Z');
const rule = { bucket: 'test', limit: 3, windowMs: 60_000 };

describe('hitRateLimit (sliding window in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const at = (ms: number) => t.setNow(new Date(START.getTime() + ms));

  it('allows `limit` events per window, then refuses until the oldest leaves it', async () => {
    const key = 'a';
    at(0);
    expect(await hitRateLimit(t.context, { ...rule, key })).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
    at(10_000);
    await hitRateLimit(t.context, { ...rule, key });
    at(20_000);
    expect((await hitRateLimit(t.context, { ...rule, key })).count).toBe(3);
    expect(await isRateLimited(t.context, { ...rule, key })).toBe(true);
    at(59_999);
    expect(await hitRateLimit(t.context, { ...rule, key })).toEqual({ allowed: false, count: 3, retryAfterMs: 1 });
    at(60_000);
    expect(await isRateLimited(t.context, { ...rule, key })).toBe(false);
    expect(await hitRateLimit(t.context, { ...rule, key })).toMatchObject({ allowed: true, count: 3 });
  });

  it('keeps buckets and keys apart', async () => {
    at(0);
    for (let i = 0; i < 3; i++) await hitRateLimit(t.context, { ...rule, key: 'b' });
    expect((await hitRateLimit(t.context, { ...rule, key: 'b' })).allowed).toBe(false);
    expect((await hitRateLimit(t.context, { ...rule, key: 'c' })).allowed).toBe(true);
    expect((await hitRateLimit(t.context, { ...rule, bucket: 'other', key: 'b' })).allowed).toBe(true);
  });

  it('counts concurrent hits exactly (the limit holds under a burst)', async () => {
    at(0);
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () => hitRateLimit(t.context, { ...rule, key: 'burst' })),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(3);
  });
});
