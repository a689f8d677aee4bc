// parseInput refuses text no database column can store — NUL bytes and lone surrogates, in values
// and keys, however deep — with the catalogue's BAD_REQUEST naming the field, before the schema;
// ids are checked as ids (ZId from core).
import { AppError } from '@ecsign/core/errors';
import { ZId } from '@ecsign/core/model';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseInput } from './parse-input';

const ZAny = z.unknown();

function refusal(schema: z.ZodType, value: unknown) {
  try {
    parseInput(schema, value);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return { code: (error as AppError).code, details: (error as AppError).details };
  }
  return undefined;
}

describe('parseInput', () => {
  it('refuses a NUL byte or a lone surrogate anywhere in the input, naming the field', () => {
    expect(refusal(ZAny, { name: 'a\u0000b' })).toEqual({
      code: 'BAD_REQUEST',
      details: [{ path: 'name', message: 'contains a NUL byte or a lone surrogate' }],
    });
    expect(refusal(ZAny, { rows: [{ note: 'x\ud800' }] })?.details).toEqual([
      { path: 'rows.0.note', message: 'contains a NUL byte or a lone surrogate' },
    ]);
    expect(refusal(ZAny, { 'k\udfff': 1 })?.code).toBe('BAD_REQUEST');
    expect(refusal(ZAny, '\u0000')?.code).toBe('BAD_REQUEST');
  });

  it('lets paired surrogates (emoji), bidi marks and ordinary text through to the schema', () => {
    expect(parseInput(ZAny, { name: '张三 😀 \u202e' })).toEqual({ name: '张三 😀 \u202e' });
  });

  it('walks a body nested thousands deep without overflowing the stack', () => {
    const deep = JSON.parse('['.repeat(20_000) + '"\\u0000"' + ']'.repeat(20_000)) as unknown;
    expect(refusal(ZAny, deep)?.code).toBe('BAD_REQUEST');
  });

  it('checks ids as ids: UUIDs and app ids pass, anything else is a bad parameter', () => {
    const ZRequest = z.object({ planId: ZId });
    expect(parseInput(ZRequest, { planId: ' 3f1c2a9e-0000-4000-8000-000000000001 ' })).toEqual({
      planId: '3f1c2a9e-0000-4000-8000-000000000001',
    });
    expect(parseInput(ZRequest, { planId: 'ec0123456789abcdef01' }).planId).toBe('ec0123456789abcdef01');
    for (const planId of ['', '../etc', '合同', 'a b', 42, null])
      expect(refusal(ZRequest, { planId }), String(planId)).toMatchObject({ code: 'BAD_REQUEST' });
    // Only too long, nothing else wrong: the text rule's own code.
    expect(refusal(ZRequest, { planId: '9'.repeat(65) })).toMatchObject({ code: 'TEXT_TOO_LONG' });
  });
});
