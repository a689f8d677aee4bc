// Spec items this file exercises (docs/spec-items.md): V-revoke-reason, K-revoke-reason-length.
import { describe, expect, it } from 'vitest';
import { validateRevokeReason } from './validate-revoke-reason';

describe('validateRevokeReason', () => {
  it.each([
    [undefined, ['REQUIRED']],
    [null, ['REQUIRED']],
    ['', ['REQUIRED']],
    [' \n\t ', ['REQUIRED']],
    ['签署方信息有误', []],
    ['a'.repeat(100), []],
    ['a'.repeat(101), ['TOO_LONG']],
    ['撤'.repeat(100), []], // Chinese characters count 1 each here, unlike the password rule
    ['撤'.repeat(101), ['TOO_LONG']],
    ['𠀀'.repeat(100), []], // code points, not UTF-16 units
    [`  ${'a'.repeat(100)}  `, []], // surrounding spaces are trimmed before counting
  ])('%j fails with %j', (reason, reasons) => {
    const result = validateRevokeReason(reason);
    expect(result.reasons).toEqual(reasons);
    expect(result.valid).toBe(reasons.length === 0);
  });

  it('returns the trimmed reason', () => {
    expect(validateRevokeReason('  不再需要  ')).toEqual({ valid: true, value: '不再需要', reasons: [] });
  });
});
