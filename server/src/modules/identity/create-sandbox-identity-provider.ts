// The default identity provider: no outside service, a registry of documented test identities
// (sandbox-registry.ts, README.md). It still does the real format and checksum validation
// (GB 11643 ID numbers, GB 32100 credit codes, Luhn bank cards) so a form that passes here has the
// shape a real provider accepts, and it writes every "remittance" to identity_sandbox_outbox and the log.
import { randomInt, randomUUID } from 'node:crypto';
import { parseBankCardNumber } from '@ecsign/core/model';
import { parseCreditCode, parseIdCardNumber } from '@ecsign/core/validation';
import type { AppContext } from '../../context';
import { identitySandboxOutbox } from '../../db/schema';
import { identitySecret } from './identity-secret';
import type { IdentityProvider, PersonIdentity, TEnterpriseQuery } from './identity-provider';
import { maskAccountNumber } from './mask-digits';
import {
  SANDBOX_GENERATED_BANK_MOBILE,
  SANDBOX_GENERATED_CREDIT_REGION,
  SANDBOX_GENERATED_BIRTH_DATE,
  SANDBOX_GENERATED_NAME_PREFIX,
  SANDBOX_HONG_KONG_ENTERPRISES,
  SANDBOX_MAINLAND_ENTERPRISES,
  SANDBOX_PEOPLE,
  type SandboxPerson,
} from './sandbox-registry';
import { isFaceResultSigned, signFaceResult } from './sign-face-result';

/** How long a face-check result stays acceptable. */
export const FACE_RESULT_TTL_MS = 30 * 60_000;
/** Photos smaller than this are "unreadable" to the sandbox's pretend OCR. */
export const SANDBOX_MIN_PHOTO_BYTES = 1024;

export interface SandboxLog {
  warn(details: object, message: string): void;
}

const silent: SandboxLog = { warn: () => undefined };

function findPerson(person: PersonIdentity): (SandboxPerson & { generated?: true }) | undefined {
  const parsed = parseIdCardNumber(person.idNumber);
  if (!parsed.valid) return undefined;
  const name = person.name.trim();
  const listed = SANDBOX_PEOPLE.find((p) => p.idNumber === parsed.value.number && p.name === name);
  if (listed) return listed;
  if (
    name.startsWith(SANDBOX_GENERATED_NAME_PREFIX) &&
    name.length > SANDBOX_GENERATED_NAME_PREFIX.length &&
    parsed.value.birthDate === SANDBOX_GENERATED_BIRTH_DATE &&
    !SANDBOX_PEOPLE.some((p) => p.idNumber === parsed.value.number)
  ) {
    return {
      name,
      idNumber: parsed.value.number,
      bankCardNumber: '',
      bankMobile: SANDBOX_GENERATED_BANK_MOBILE,
      outcome: 'MATCH',
      face: 'PASS',
      generated: true,
    };
  }
  return undefined;
}

function findEnterprise(query: TEnterpriseQuery) {
  if (query.region === 'MAINLAND') {
    if (!parseCreditCode(query.creditCode).valid) return { outcome: 'NOT_FOUND' as const };
    const entry = SANDBOX_MAINLAND_ENTERPRISES.find((e) => e.creditCode === query.creditCode.toUpperCase());
    if (!entry) {
      const generated =
        query.creditCode.slice(2, 8) === SANDBOX_GENERATED_CREDIT_REGION &&
        query.enterpriseName.trim().startsWith(SANDBOX_GENERATED_NAME_PREFIX) &&
        findPerson({ name: query.legalPersonName, idNumber: query.legalPersonIdNumber })?.generated === true;
      return { outcome: generated ? ('MATCH' as const) : ('NOT_FOUND' as const) };
    }
    const same =
      entry.name === query.enterpriseName.trim() &&
      entry.legalPersonName === query.legalPersonName.trim() &&
      entry.legalPersonIdNumber === query.legalPersonIdNumber.toUpperCase();
    if (!same) return { outcome: 'MISMATCH' as const };
    return { outcome: entry.needsMaterial ? ('NEEDS_MATERIAL' as const) : ('MATCH' as const) };
  }
  const entry = SANDBOX_HONG_KONG_ENTERPRISES.find(
    (e) => e.businessRegistrationNumber === query.businessRegistrationNumber.trim(),
  );
  if (!entry) return { outcome: 'NOT_FOUND' as const };
  const same =
    entry.companyRegistrationNumber === query.companyRegistrationNumber.trim() &&
    (query.enterpriseNameEn === undefined ||
      entry.nameEn.toLowerCase() === query.enterpriseNameEn.trim().toLowerCase()) &&
    (query.enterpriseNameZh === undefined || entry.nameZh === query.enterpriseNameZh.trim());
  return { outcome: same ? ('MATCH' as const) : ('MISMATCH' as const) };
}

export function createSandboxIdentityProvider(context: AppContext, log: SandboxLog = silent): IdentityProvider {
  return {
    name: 'sandbox',

    async checkPersonTwoElements(person) {
      return findPerson(person)?.outcome ?? 'MISMATCH';
    },

    async checkBankFourElements(request) {
      const entry = findPerson(request);
      if (!entry) return 'MISMATCH';
      const card = parseBankCardNumber(request.bankCardNumber);
      const cardMatches = card.valid && (entry.generated || card.value === entry.bankCardNumber);
      if (!cardMatches || request.mobile !== entry.bankMobile) {
        return 'BANK_MISMATCH';
      }
      return entry.outcome;
    },

    async startFaceCheck({ ticket, person, returnPath }) {
      const entry = findPerson(person);
      if (!entry) return { outcome: 'MISMATCH' };
      // The sandbox "performs" the face check at once and sends the person straight back.
      const ts = context.now().getTime();
      const sign = signFaceResult(await identitySecret(context, 'sandbox-face-signature'), {
        ticket,
        result: entry.face,
        ts,
      });
      const query = new URLSearchParams({ ticket, result: entry.face, ts: String(ts), sign });
      return { outcome: 'STARTED', redirectUrl: `${returnPath}?${query}` };
    },

    async readFaceCheckResult(returned, now) {
      const key = await identitySecret(context, 'sandbox-face-signature');
      if (!isFaceResultSigned(key, returned)) return null;
      const age = now.getTime() - returned.ts;
      if (age > FACE_RESULT_TTL_MS || age < -5 * 60_000) return null;
      return { ticket: returned.ticket, passed: returned.result === 'PASS', checkedAt: new Date(returned.ts) };
    },

    async recognizeIdCard({ image, expected }) {
      if (image.byteLength < SANDBOX_MIN_PHOTO_BYTES) return 'UNREADABLE';
      return findPerson(expected) ? 'MATCH' : 'MISMATCH';
    },

    async checkEnterprise(query) {
      return findEnterprise(query).outcome;
    },

    async recognizeBusinessLicence({ image, expected }) {
      if (image.byteLength < SANDBOX_MIN_PHOTO_BYTES) return 'UNREADABLE';
      const { outcome } = findEnterprise(expected);
      return outcome === 'MISMATCH' || outcome === 'NOT_FOUND' ? 'MISMATCH' : 'MATCH';
    },

    async startRemittance(request) {
      const amountCents = randomInt(1, 100);
      const account = maskAccountNumber(request.bankAccount);
      const yuan = (amountCents / 100).toFixed(2);
      const message = `[sandbox bank] ${request.bankName} ${account} (${request.enterpriseName}) received ${yuan} CNY, remark ecsign ${request.reference.slice(0, 8)}`;
      await context.database.db.insert(identitySandboxOutbox).values({
        id: randomUUID(),
        kind: 'REMITTANCE',
        reference: request.reference,
        message,
        payload: { amountCents, amountYuan: yuan, bankName: request.bankName, account },
      });
      // A sandbox bank has no statement to read, so the amount goes to the log (warn: it must show
      // at the default level, and it is a reminder that no real bank is involved).
      log.warn({ verificationId: request.reference, amountYuan: yuan, account }, message);
      return { amountCents };
    },
  };
}
