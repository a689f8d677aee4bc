// Tencent Cloud identity verification (faceid, API version 2018-03-01) behind the IdentityProvider
// interface (spec items R-screen-verification, R-auth-back-page). Each person check maps to one
// action; the results are the documented Result codes
// (https://cloud.tencent.com/document/product/1007 — IdCardVerification, BankCard4EVerification,
// IdCardOCRVerification https://cloud.tencent.com/document/api/1007/37980, DetectAuth
// https://cloud.tencent.com/document/api/1007/31816, GetDetectInfoEnhanced
// https://cloud.tencent.com/document/api/1007/41957):
//   name + ID number       → IdCardVerification
//   bank four elements     → BankCard4EVerification
//   face                   → DetectAuth (hosted H5 flow) and GetDetectInfoEnhanced on return
//   ID card photo          → IdCardOCRVerification, the name and number read compared with ours
// faceid has no business registry, business-licence check or corporate remittance: those answer
// IDENTITY_CHECK_UNSUPPORTED, never a made-up result. Codes that say "registry busy" or "daily limit"
// are failures of the service (a catalogue error), not verdicts about the person.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { callTencentApi, type TencentEndpoint } from '../../integrations/tencent-cloud/call-tencent-api';
import { FACE_RESULT_TTL_MS } from './create-sandbox-identity-provider';
import { identitySecret } from './identity-secret';
import type { IdentityProvider, TBankCheckOutcome, TPersonCheckOutcome } from './identity-provider';
import { isFaceResultSigned, signFaceResult } from './sign-face-result';
import { tencentFailureToAppError } from './tencent-failure-to-app-error';

export const TENCENT_FACEID_VERSION = '2018-03-01';

/** IdCardVerification and IdCardOCRVerification: "-4" registry error, "-6" upgrading, "-7" daily limit. */
const ID_CARD_RESULTS: Record<string, TPersonCheckOutcome | 'UNAVAILABLE' | 'BUSY'> = {
  '0': 'MATCH',
  '-1': 'MISMATCH',
  '-2': 'MISMATCH',
  '-3': 'MISMATCH',
  '-4': 'UNAVAILABLE',
  '-5': 'MISMATCH',
  '-6': 'UNAVAILABLE',
  '-7': 'BUSY',
};

/** BankCard4EVerification: -2 name, -3 ID number; -1 and -4…-17 the card or its holder; -18 busy. */
function bankResult(result: string): TBankCheckOutcome | 'UNAVAILABLE' | undefined {
  if (result === '0') return 'MATCH';
  if (result === '-2' || result === '-3') return 'MISMATCH';
  if (result === '-18') return 'UNAVAILABLE';
  const n = Number(result);
  if (Number.isInteger(n) && (n === -1 || (n <= -4 && n >= -17))) return 'BANK_MISMATCH';
  return undefined;
}

function resultOf(answer: Record<string, unknown>, action: string): string {
  if (typeof answer.Result !== 'string') {
    throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', { internal: `tencent ${action}: no Result in the answer` });
  }
  return answer.Result;
}

function personOutcome(result: string, action: string): TPersonCheckOutcome {
  const outcome = ID_CARD_RESULTS[result];
  if (outcome === 'BUSY') throw new AppError('IDENTITY_PROVIDER_BUSY', { internal: `tencent ${action}: ${result}` });
  if (outcome === undefined || outcome === 'UNAVAILABLE') {
    throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', { internal: `tencent ${action}: Result ${result}` });
  }
  return outcome;
}

const unsupported = (check: string) =>
  new AppError('IDENTITY_CHECK_UNSUPPORTED', { internal: `tencent faceid offers no ${check}` });

export function createTencentIdentityProvider(context: AppContext): IdentityProvider {
  const { config } = context;
  const endpoint: TencentEndpoint = {
    endpoint: config.TENCENT_FACEID_ENDPOINT,
    secretId: config.TENCENT_SECRET_ID ?? '',
    secretKey: config.TENCENT_SECRET_KEY ?? '',
    service: 'faceid',
    version: TENCENT_FACEID_VERSION,
    region: config.TENCENT_FACEID_REGION,
    timeoutMs: config.TENCENT_TIMEOUT_MS,
  };
  const call = async (action: string, body: Record<string, unknown>) => {
    try {
      return await callTencentApi(endpoint, action, body, context.now);
    } catch (error) {
      throw tencentFailureToAppError(error);
    }
  };
  const publicUrl = config.PUBLIC_URL ?? `http://127.0.0.1:${config.PORT}`;

  return {
    name: 'tencent',

    async checkPersonTwoElements(person) {
      const answer = await call('IdCardVerification', { IdCard: person.idNumber, Name: person.name });
      return personOutcome(resultOf(answer, 'IdCardVerification'), 'IdCardVerification');
    },

    async checkBankFourElements(request) {
      const answer = await call('BankCard4EVerification', {
        Name: request.name,
        IdCard: request.idNumber,
        BankCard: request.bankCardNumber,
        Phone: request.mobile,
        CertType: 0,
      });
      const result = resultOf(answer, 'BankCard4EVerification');
      const outcome = bankResult(result);
      if (outcome === undefined || outcome === 'UNAVAILABLE') {
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', { internal: `tencent BankCard4EVerification: ${result}` });
      }
      return outcome;
    },

    async startFaceCheck({ ticket, person, returnPath }) {
      if (!config.TENCENT_FACEID_RULE_ID) throw unsupported('face check without TENCENT_FACEID_RULE_ID');
      // The return address carries our own signed ticket: only a face check we started comes back.
      // `result` is a fixed placeholder the return page's schema needs; the verdict is fetched from
      // Tencent (GetDetectInfoEnhanced), never read from the address.
      const ts = context.now().getTime();
      const sign = signFaceResult(await identitySecret(context, 'tencent-face-return'), { ticket, result: 'PASS', ts });
      const back = `${publicUrl}${returnPath}?${new URLSearchParams({ ticket, result: 'PASS', ts: String(ts), sign })}`;
      const answer = await call('DetectAuth', {
        RuleId: config.TENCENT_FACEID_RULE_ID,
        IdCard: person.idNumber,
        Name: person.name,
        RedirectUrl: back,
      });
      if (typeof answer.Url !== 'string' || typeof answer.BizToken !== 'string') {
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', { internal: 'tencent DetectAuth: no Url or BizToken' });
      }
      return { outcome: 'STARTED', redirectUrl: answer.Url, providerReference: answer.BizToken };
    },

    async readFaceCheckResult(returned, now, providerReference) {
      const key = await identitySecret(context, 'tencent-face-return');
      if (!providerReference || !isFaceResultSigned(key, returned)) return null;
      const age = now.getTime() - returned.ts;
      if (age > FACE_RESULT_TTL_MS || age < -5 * 60_000) return null;
      const answer = await call('GetDetectInfoEnhanced', {
        BizToken: providerReference,
        RuleId: config.TENCENT_FACEID_RULE_ID,
        InfoType: '1',
      });
      const text = answer.Text as { ErrCode?: unknown } | null | undefined;
      if (!text || typeof text !== 'object' || (typeof text.ErrCode !== 'number' && text.ErrCode !== null)) {
        throw new AppError('IDENTITY_PROVIDER_UNAVAILABLE', { internal: 'tencent GetDetectInfoEnhanced: no Text' });
      }
      // ErrCode null: the person has not finished the flow; that is not a pass.
      return { ticket: returned.ticket, passed: text.ErrCode === 0, checkedAt: now };
    },

    async recognizeIdCard({ image, expected }) {
      const answer = await call('IdCardOCRVerification', { ImageBase64: Buffer.from(image).toString('base64') });
      const result = resultOf(answer, 'IdCardOCRVerification');
      const outcome = personOutcome(result, 'IdCardOCRVerification');
      if (outcome !== 'MATCH') return outcome === 'NEEDS_MATERIAL' ? 'UNREADABLE' : 'MISMATCH';
      const same =
        answer.Name === expected.name && String(answer.IdCard ?? '').toUpperCase() === expected.idNumber.toUpperCase();
      return same ? 'MATCH' : 'MISMATCH';
    },

    async checkEnterprise() {
      throw unsupported('business registry check');
    },

    async recognizeBusinessLicence() {
      throw unsupported('business licence check');
    },

    async startRemittance() {
      throw unsupported('corporate remittance');
    },
  };
}
