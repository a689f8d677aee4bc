// The sandbox provider and the identity helpers: the registry's answers, real checksums, signed
// face results, and the ID-number protections (HMAC, mask, seal, scrub).
import { randomBytes } from 'node:crypto';
import { parseCreditCode, parseIdCardNumber } from '@ecsign/core/validation';
import { isLuhnValid } from '@ecsign/core/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-support/build-test-app';
import { createSandboxIdentityProvider } from './create-sandbox-identity-provider';
import { decodeImage } from './decode-image';
import { hashIdNumber } from './hash-id-number';
import type { IdentityProvider } from './identity-provider';
import { maskIdNumber } from './mask-id-number';
import { SANDBOX_HONG_KONG_ENTERPRISES, SANDBOX_MAINLAND_ENTERPRISES, SANDBOX_PEOPLE } from './sandbox-registry';
import { scrubIdentityNumbers } from './scrub-identity-numbers';
import { sealText, unsealText } from './seal-text';

describe('sandbox registry', () => {
  it('holds only numbers that pass their real checksums', () => {
    for (const person of SANDBOX_PEOPLE) {
      expect(parseIdCardNumber(person.idNumber).valid, person.name).toBe(true);
      expect(isLuhnValid(person.bankCardNumber), person.name).toBe(true);
    }
    for (const enterprise of SANDBOX_MAINLAND_ENTERPRISES) {
      expect(parseCreditCode(enterprise.creditCode).valid, enterprise.name).toBe(true);
      expect(parseIdCardNumber(enterprise.legalPersonIdNumber).valid, enterprise.name).toBe(true);
    }
    expect(new Set(SANDBOX_PEOPLE.map((p) => p.idNumber)).size).toBe(SANDBOX_PEOPLE.length);
  });

  it('knows the seeded demo enterprise', () => {
    expect(SANDBOX_MAINLAND_ENTERPRISES[0]).toMatchObject({
      name: '演示科技有限公司',
      creditCode: '91350100M000100Y43',
    });
  });
});

describe('sandbox identity provider', () => {
  let t: TestApp;
  let provider: IdentityProvider;
  beforeAll(async () => {
    t = await buildTestApp();
    provider = createSandboxIdentityProvider(t.context);
  });
  afterAll(() => t.close());

  const [zhang, li, , , qian, sun] = SANDBOX_PEOPLE;

  it.each([
    ['a listed person', { name: zhang!.name, idNumber: zhang!.idNumber }, 'MATCH'],
    [
      'a listed number with a lower-case x or spaces around the name',
      { name: ` ${zhang!.name} `, idNumber: zhang!.idNumber },
      'MATCH',
    ],
    ['another person’s name', { name: li!.name, idNumber: zhang!.idNumber }, 'MISMATCH'],
    ['an unknown valid number', { name: '张三', idNumber: '11010519491231002X' }, 'MISMATCH'],
    ['a wrong checksum', { name: zhang!.name, idNumber: '110105199003070018' }, 'MISMATCH'],
    ['a person whose record needs a document', { name: sun!.name, idNumber: sun!.idNumber }, 'NEEDS_MATERIAL'],
    ['a generated test identity', { name: '测试甲', idNumber: '11010519000101001X' }, 'MATCH'],
    ['a generated number without the 测试 name', { name: '甲', idNumber: '11010519000101001X' }, 'MISMATCH'],
  ] as const)('two-element check of %s', async (_name, person, outcome) => {
    expect(parseIdCardNumber(person.idNumber).valid || outcome === 'MISMATCH').toBe(true);
    expect(await provider.checkPersonTwoElements(person)).toBe(outcome);
  });

  it('checks the bank four elements against the card and the reserved mobile', async () => {
    const base = { name: zhang!.name, idNumber: zhang!.idNumber };
    expect(
      await provider.checkBankFourElements({
        ...base,
        bankCardNumber: zhang!.bankCardNumber,
        mobile: zhang!.bankMobile,
      }),
    ).toBe('MATCH');
    expect(
      await provider.checkBankFourElements({ ...base, bankCardNumber: li!.bankCardNumber, mobile: zhang!.bankMobile }),
    ).toBe('BANK_MISMATCH');
    expect(
      await provider.checkBankFourElements({ ...base, bankCardNumber: zhang!.bankCardNumber, mobile: '13900000009' }),
    ).toBe('BANK_MISMATCH');
  });

  it('signs face results, and reads back only its own fresh signatures', async () => {
    const started = await provider.startFaceCheck({
      ticket: 't-1',
      person: { name: qian!.name, idNumber: qian!.idNumber },
      returnPath: '/authBackPage',
    });
    expect(started.outcome).toBe('STARTED');
    const query = Object.fromEntries(
      new URL((started as { redirectUrl: string }).redirectUrl, 'http://x').searchParams,
    );
    const returned = { ticket: query.ticket!, result: query.result as 'FAIL', ts: Number(query.ts), sign: query.sign! };
    expect(returned.result).toBe('FAIL');
    const now = new Date(returned.ts + 1000);
    expect(await provider.readFaceCheckResult(returned, now)).toMatchObject({ ticket: 't-1', passed: false });
    expect(await provider.readFaceCheckResult({ ...returned, result: 'PASS' }, now)).toBeNull();
    expect(await provider.readFaceCheckResult({ ...returned, ticket: 't-2' }, now)).toBeNull();
    expect(await provider.readFaceCheckResult(returned, new Date(returned.ts + 31 * 60_000))).toBeNull();
    const unknown = await provider.startFaceCheck({
      ticket: 't-3',
      person: { name: '无名', idNumber: zhang!.idNumber },
      returnPath: '/x',
    });
    expect(unknown).toEqual({ outcome: 'MISMATCH' });
  });

  it('checks mainland and Hong Kong enterprises against the registry', async () => {
    const [, tech] = SANDBOX_MAINLAND_ENTERPRISES;
    const query = {
      region: 'MAINLAND' as const,
      enterpriseName: tech!.name,
      creditCode: tech!.creditCode,
      legalPersonName: tech!.legalPersonName,
      legalPersonIdNumber: tech!.legalPersonIdNumber,
    };
    expect(await provider.checkEnterprise(query)).toBe('MATCH');
    expect(await provider.checkEnterprise({ ...query, enterpriseName: '沙箱科技股份有限公司' })).toBe('MISMATCH');
    expect(await provider.checkEnterprise({ ...query, creditCode: '91350100M000100Y43' })).toBe('MISMATCH');
    const hk = SANDBOX_HONG_KONG_ENTERPRISES[0]!;
    const hkQuery = {
      region: 'HONG_KONG' as const,
      enterpriseNameZh: hk.nameZh,
      businessRegistrationNumber: hk.businessRegistrationNumber,
      companyRegistrationNumber: hk.companyRegistrationNumber,
    };
    expect(await provider.checkEnterprise(hkQuery)).toBe('MATCH');
    expect(await provider.checkEnterprise({ ...hkQuery, enterpriseNameEn: 'Other Limited' })).toBe('MISMATCH');
    expect(await provider.checkEnterprise({ ...hkQuery, businessRegistrationNumber: '87654321' })).toBe('NOT_FOUND');
  });

  it('remits 1 to 99 fen and writes the amount to its outbox', async () => {
    const { amountCents } = await provider.startRemittance({
      reference: 'ref-1',
      enterpriseName: '沙箱科技有限公司',
      bankName: '沙箱银行',
      bankAccount: '110022334455',
    });
    expect(amountCents).toBeGreaterThanOrEqual(1);
    expect(amountCents).toBeLessThanOrEqual(99);
    const [row] = await t.context.database.query<{ message: string; payload: { amountCents: number } }>(
      "SELECT message, payload FROM identity_sandbox_outbox WHERE reference = 'ref-1'",
    );
    expect(row!.payload.amountCents).toBe(amountCents);
    expect(row!.message).toContain('****4455');
    expect(row!.message).not.toContain('110022334455');
  });
});

describe('ID number protections', () => {
  const key = randomBytes(32);

  it('hashes with a key: stable, case-insensitive, different under another key', () => {
    expect(hashIdNumber(key, '11010519491231002x')).toBe(hashIdNumber(key, '11010519491231002X'));
    expect(hashIdNumber(key, '11010519491231002X')).not.toBe(hashIdNumber(randomBytes(32), '11010519491231002X'));
    expect(hashIdNumber(key, '11010519491231002X')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskIdNumber('11010519491231002x')).toBe('110***********002X');
  });

  it('seals and unseals, and refuses altered or foreign ciphertexts', () => {
    const sealed = sealText(key, '11010519491231002X');
    expect(sealed).not.toContain('1101');
    expect(unsealText(key, sealed)).toBe('11010519491231002X');
    expect(() => unsealText(randomBytes(32), sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(() => unsealText(key, bytes.toString('base64'))).toThrow();
  });

  it('scrubs ID, card and account numbers out of texts', () => {
    expect(scrubIdentityNumbers('id 11010519491231002X card 6222020000000000018 ok 2024')).toBe(
      'id 110***********002X card ****0018 ok 2024',
    );
  });

  it('accepts PNG and JPEG photos only', () => {
    expect(
      decodeImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]).toString('base64')),
    ).not.toBeNull();
    expect(
      decodeImage(`data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0]).toString('base64')}`),
    ).not.toBeNull();
    expect(decodeImage(Buffer.from('GIF89a').toString('base64'))).toBeNull();
    expect(decodeImage('not base64 at all!')).toBeNull();
  });
});
