import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeIdCardCheckDigit } from './compute-id-card-check-digit';
import { ID_CARD_PROVINCE_CODES } from './constants';
import { parseIdCardNumber } from './parse-id-card-number';

/** Appends the right check digit, so a test can vary one field at a time. */
const withCheck = (body: string) => body + computeIdCardCheckDigit(body);

describe('parseIdCardNumber', () => {
  it('parses the example of GB 11643-1999', () => {
    expect(parseIdCardNumber('11010519491231002X')).toEqual({
      valid: true,
      value: { number: '11010519491231002X', regionCode: '110105', birthDate: '1949-12-31', gender: 'female' },
      reasons: [],
    });
  });

  it.each([
    ['440524188001010014', '1880-01-01', 'male'], // the standard's second example
    [' 11010519491231002x ', '1949-12-31', 'female'], // trimmed, lower-case x accepted
    [withCheck('81000019900101001'), '1990-01-01', 'male'], // Hong Kong residence permit
    [withCheck('65010220000229002'), '2000-02-29', 'female'], // leap day
  ])('accepts %j (born %s, %s)', (input, birthDate, gender) => {
    const result = parseIdCardNumber(input);
    expect(result.reasons).toEqual([]);
    expect(result.valid && result.value).toMatchObject({ birthDate, gender });
  });

  it('normalises a lower-case x', () => {
    const result = parseIdCardNumber('11010519491231002x');
    expect(result.valid && result.value.number).toBe('11010519491231002X');
  });

  it.each([
    ['', ['LENGTH']],
    ['110105194912310', ['LENGTH']], // the old 15-digit form is not accepted
    ['11010519491231002X1', ['LENGTH']],
    ['1101051949123100XX', ['FORMAT']],
    ['11010519491231002Y', ['FORMAT']],
    ['１１０１０５１９４９１２３１００２Ｘ', ['FORMAT']], // full-width digits
    ['110105194912310021', ['CHECK_DIGIT']],
    [withCheck('99010519491231002'), ['REGION']],
    [withCheck('00010519491231002'), ['REGION']],
    [withCheck('11010519490229002'), ['BIRTH_DATE']], // 1949 was no leap year
    [withCheck('11010519001301002'), ['BIRTH_DATE']], // month 13
    [withCheck('11010519000100002'), ['BIRTH_DATE']], // day 0
    [withCheck('11010517991231002'), ['BIRTH_DATE']], // before 1800
    ['990105194902290021', ['REGION', 'BIRTH_DATE', 'CHECK_DIGIT']],
  ])('%j fails with %j', (input, reasons) => {
    expect(parseIdCardNumber(input)).toEqual({ valid: false, reasons });
  });

  it('refuses a birth date after the injected now', () => {
    const id = withCheck('11010520300101001');
    expect(parseIdCardNumber(id).valid).toBe(true);
    expect(parseIdCardNumber(id, { now: new Date('2025-06-01T00:00:00Z') }).reasons).toEqual(['BIRTH_DATE']);
    expect(parseIdCardNumber(id, { now: new Date('2030-01-01T00:00:00Z') }).valid).toBe(true);
  });

  const provinces = [...ID_CARD_PROVINCE_CODES];
  const validNumber = fc
    .record({
      province: fc.constantFrom(...provinces),
      rest: fc.stringMatching(/^\d{4}$/),
      birth: fc.date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2024-12-31T00:00:00Z'),
        noInvalidDate: true,
      }),
      order: fc.integer({ min: 0, max: 999 }),
    })
    .map(({ province, rest, birth, order }) => {
      const ymd = birth.toISOString().slice(0, 10);
      return { id: withCheck(province + rest + ymd.replaceAll('-', '') + String(order).padStart(3, '0')), ymd, order };
    });

  it('accepts every number built with a valid region, date and check digit', () => {
    fc.assert(
      fc.property(validNumber, ({ id, ymd, order }) => {
        const result = parseIdCardNumber(id);
        expect(result.valid).toBe(true);
        expect(result.valid && result.value).toMatchObject({
          birthDate: ymd,
          gender: order % 2 === 1 ? 'male' : 'female',
        });
      }),
    );
  });

  it('refuses a valid number with any one character changed (MOD 11-2 catches every single error)', () => {
    fc.assert(
      fc.property(
        validNumber,
        fc.integer({ min: 0, max: 17 }),
        fc.constantFrom(...'0123456789X'),
        ({ id }, position, replacement) => {
          fc.pre(id[position] !== replacement);
          const mutated = id.slice(0, position) + replacement + id.slice(position + 1);
          expect(parseIdCardNumber(mutated).valid).toBe(false);
        },
      ),
    );
  });
});
