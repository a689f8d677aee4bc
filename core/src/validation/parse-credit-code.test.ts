import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCreditCodeCheckChar } from './compute-credit-code-check-char';
import { CREDIT_CODE_ALPHABET, CREDIT_CODE_ORGANIZATION_TYPES } from './constants';
import { parseCreditCode } from './parse-credit-code';

const withCheck = (body: string) => body + computeCreditCodeCheckChar(body);

describe('parseCreditCode', () => {
  it('parses a real-format enterprise code', () => {
    expect(parseCreditCode('91350100M000100Y43')).toEqual({
      valid: true,
      value: {
        code: '91350100M000100Y43',
        registrationAuthority: '9',
        organizationType: '1',
        regionCode: '350100',
        subjectCode: 'M000100Y4',
      },
      reasons: [],
    });
  });

  it.each([
    '12440300MB2C92173E', // public institution (1 / 2)
    '91110000600037341L',
    ' 91350100m000100y43 ', // trimmed and upper-cased
    withCheck('Y1100000MA0000000'), // "other" authority uses type 1
    withCheck('N3320100MA0000000'), // rural collective
    withCheck('A9100000MA0000000'), // military
    withCheck('53100000500000000'), // foundation, national level (region 100000)
  ])('accepts %j', (input) => {
    expect(parseCreditCode(input).reasons).toEqual([]);
  });

  it.each([
    ['', ['LENGTH']],
    ['91350100M000100Y4', ['LENGTH']],
    ['91350100M000100Y433', ['LENGTH']],
    ['91350100M000100I43', ['CHARACTERS']], // I is not in the alphabet
    ['91350100M000100O43', ['CHARACTERS']],
    ['91350100M000100Y4-', ['CHARACTERS']],
    ['91350100M000100Y44', ['CHECK_CHARACTER']],
    [withCheck('B1350100M000100Y4'), ['REGISTRATION_AUTHORITY']],
    [withCheck('94350100M000100Y4'), ['ORGANIZATION_TYPE']], // market regulation issues 1–3 only
    [withCheck('Y9350100M000100Y4'), ['ORGANIZATION_TYPE']], // "other" issues 1 only
    [withCheck('9135010AM000100Y4'), ['REGION']],
    ['B4A50100M000100Y40', ['REGISTRATION_AUTHORITY', 'REGION', 'CHECK_CHARACTER']],
  ])('%j fails with %j', (input, reasons) => {
    expect(parseCreditCode(input)).toEqual({ valid: false, reasons });
  });

  const authorityAndType = fc
    .constantFrom(...Object.entries(CREDIT_CODE_ORGANIZATION_TYPES))
    .chain(([authority, types]) => fc.constantFrom(...types).map((type) => authority + type));
  const validCode = fc
    .tuple(
      authorityAndType,
      fc.stringMatching(/^\d{6}$/),
      fc.array(fc.constantFrom(...CREDIT_CODE_ALPHABET), { minLength: 9, maxLength: 9 }),
    )
    .map(([head, region, subject]) => withCheck(head + region + subject.join('')));

  it('accepts every code built from the tables with its check character', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(parseCreditCode(code).reasons).toEqual([]);
      }),
    );
  });

  it('refuses a valid code with any one character changed', () => {
    // MOD 31 with weights coprime to 31 detects every single substitution.
    fc.assert(
      fc.property(
        validCode,
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom(...CREDIT_CODE_ALPHABET),
        (code, position, replacement) => {
          fc.pre(code[position] !== replacement);
          const mutated = code.slice(0, position) + replacement + code.slice(position + 1);
          expect(parseCreditCode(mutated).valid).toBe(false);
        },
      ),
    );
  });
});
