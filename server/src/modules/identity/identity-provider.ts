// The identity-verification provider: the outside services that confirm a person or an enterprise
// is who they claim (spec item R-screen-verification; docs/architecture.md "Providers behind interfaces").
// The default is the sandbox (create-sandbox-identity-provider.ts); Tencent Cloud's identity
// verification (create-tencent-identity-provider.ts) and manual review by platform staff
// (create-manual-identity-provider.ts) implement the same methods, and a check a provider cannot
// do throws IDENTITY_CHECK_UNSUPPORTED rather than pretending. Every input here has passed the local format and
// checksum checks already; full ID numbers go to the provider and nowhere else.

export interface PersonIdentity {
  name: string;
  /** 18 characters, checksum valid (GB 11643). */
  idNumber: string;
}

/** MATCH: the registry confirms it; NEEDS_MATERIAL: it cannot decide without a document photo. */
export type TPersonCheckOutcome = 'MATCH' | 'MISMATCH' | 'NEEDS_MATERIAL';

export type TBankCheckOutcome = TPersonCheckOutcome | 'BANK_MISMATCH';

export interface FaceCheckStart {
  /** Our single-use reference; the provider sends it back with the result. */
  ticket: string;
  person: PersonIdentity;
  /** The portal path the person returns to: /authBackPage. */
  returnPath: string;
}

/**
 * providerReference: the provider's own id of the face check (Tencent's BizToken), kept with the
 * ticket so the result can be fetched from the provider when the person comes back.
 */
export type TFaceCheckStarted =
  { outcome: 'STARTED'; redirectUrl: string; providerReference?: string } | { outcome: 'MISMATCH' };

/** What the person brought back to /authBackPage. */
export interface FaceCheckReturn {
  ticket: string;
  result: 'PASS' | 'FAIL';
  ts: number;
  sign: string;
}

export type TDocumentOutcome = 'MATCH' | 'MISMATCH' | 'UNREADABLE';

export type TEnterpriseQuery =
  | {
      region: 'MAINLAND';
      enterpriseName: string;
      creditCode: string;
      legalPersonName: string;
      legalPersonIdNumber: string;
    }
  | {
      region: 'HONG_KONG';
      enterpriseNameEn?: string;
      enterpriseNameZh?: string;
      businessRegistrationNumber: string;
      companyRegistrationNumber: string;
    };

/** NOT_FOUND: no such registration; MISMATCH: it exists but a name or the legal representative differs. */
export type TEnterpriseCheckOutcome = 'MATCH' | 'MISMATCH' | 'NOT_FOUND' | 'NEEDS_MATERIAL';

export interface RemittanceRequest {
  /** The verification it proves; printed in the transfer's remark. */
  reference: string;
  enterpriseName: string;
  bankName: string;
  bankAccount: string;
}

export interface IdentityProvider {
  readonly name: string;
  /** Name + ID number against the citizen registry. */
  checkPersonTwoElements(person: PersonIdentity): Promise<TPersonCheckOutcome>;
  /** Name, ID number, bank card and the mobile number the bank holds for it. */
  checkBankFourElements(
    request: PersonIdentity & { bankCardNumber: string; mobile: string },
  ): Promise<TBankCheckOutcome>;
  /** Starts a face check; the person follows redirectUrl and comes back to returnPath with a signed result. */
  startFaceCheck(request: FaceCheckStart): Promise<TFaceCheckStarted>;
  /** The result of a face check if it carries this provider's valid, fresh signature; null otherwise. */
  readFaceCheckResult(
    returned: FaceCheckReturn,
    now: Date,
    providerReference?: string | null,
  ): Promise<{ ticket: string; passed: boolean; checkedAt: Date } | null>;
  /** Reads an ID card photo and compares it with the identity. */
  recognizeIdCard(request: { image: Uint8Array; expected: PersonIdentity }): Promise<TDocumentOutcome>;
  /** The business registry (mainland) or the Companies Registry (Hong Kong). */
  checkEnterprise(query: TEnterpriseQuery): Promise<TEnterpriseCheckOutcome>;
  /** Reads a business-licence photo and compares it with the registration. */
  recognizeBusinessLicence(request: { image: Uint8Array; expected: TEnterpriseQuery }): Promise<TDocumentOutcome>;
  /** Pays a small random amount (1–99 fen) into the corporate account; answers the amount paid. */
  startRemittance(request: RemittanceRequest): Promise<{ amountCents: number }>;
}
