// One signature dictionary from bytes to SignatureStatus: the /ByteRange's shape, the CMS (or
// RFC 3161 token) against the signed bytes, signature time-stamps, the certificate chain at the
// proven or claimed signing time, the changes made after signing, and long-term validation data.
// Every finding is a problem code; the bottom line is derived from them, never set by hand.
import type { CryptoEngine } from '../crypto/types';
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfSignature, PdfSignatureField } from '../parse/structure/find-signatures';
import type { PdfDocMdp } from '../parse/structure/get-permissions';
import type { Certificate } from '../x509/certificate';
import { checkCmsSignature, isEmptyContents } from './check-cms-signature';
import { parseRevocation, type ParsedRevocation } from './check-revocation';
import type { BytesAfterLastEof } from './read-bytes-after-last-eof';
import { checkDocumentTimeStamp } from './check-document-time-stamp';
import { checkSignatureTimeStamps, type SignatureTimeStampsCheck } from './check-signature-time-stamps';
import { createByteRangeDigest } from './create-byte-range-digest';
import { deriveBottomLine } from './derive-bottom-line';
import { evaluateTrust } from './evaluate-trust';
import type { ModificationAnalyser } from './modifications/create-modification-analyser';
import { readFieldLocks } from './modifications/read-field-locks';
import { parsePdfDate } from './parse-pdf-date';
import { problemEffect, type SignatureProblem } from './problem-codes';
import { resolveSignedDictionary, signatureKindOf } from './resolve-signed-dictionary';
import type { DssContents } from './read-dss';
import { summarizeCertificate } from './summarize-certificate';
import { summarizeSignatureLtv } from './summarize-signature-ltv';
import type { ByteRangeStatus, SignatureStatus } from './types';
import { unsignedStatus } from './unsigned-status';

export interface VerifyContext {
  readonly doc: PdfDocument;
  readonly engine: CryptoEngine;
  readonly anchors: readonly Certificate[];
  /** Certificates from the DSS and the caller, for chain building. */
  readonly extraCertificates: readonly Certificate[];
  readonly now: Date;
  readonly docMdp: PdfDocMdp | undefined;
  readonly dss: DssContents;
  readonly analyse: ModificationAnalyser;
  /** The document is encrypted with RC4 or a 40-bit key. */
  readonly weakEncryption?: boolean;
  /** What follows the last %%EOF: no signature covers it. */
  readonly afterLastEof?: BytesAfterLastEof;
  /** The DSS's CRLs and OCSP responses, parsed once for every signature. */
  readonly dssRevocation?: ParsedRevocation;
}

/** The status before the PAdES level (which needs every document time-stamp) is known. */
export type EvaluatedSignature = Omit<SignatureStatus, 'level'> & {
  readonly hasSigningCertificateAttribute: boolean;
};

const BYTE_RANGE_PROBLEMS: Partial<Record<ByteRangeStatus, SignatureProblem>> = {
  missing: 'byte-range-malformed',
  malformed: 'byte-range-malformed',
  'outside-file': 'byte-range-outside-file',
  'gap-not-contents': 'byte-range-gap-not-contents',
  'not-own-contents': 'byte-range-not-own-contents',
  'not-revision-end': 'coverage-not-revision',
};

// Invalidating findings that leave the signed bytes and the signature value intact: a revoked
// certificate is a trust finding, objects after the last %%EOF are outside every signature.
const NOT_INTEGRITY: readonly SignatureProblem[] = ['certificate-revoked', 'objects-after-last-eof'];

/** Claimed signing times after a proven one by more than this are reported (clock skew allowed). */
const SKEW_MS = 5 * 60_000;

export async function evaluateSignature(
  latest: PdfSignature,
  fields: readonly PdfSignatureField[],
  ctx: VerifyContext,
): Promise<EvaluatedSignature> {
  const fieldNames = fields.map((f) => f.name);
  const { doc, engine } = ctx;
  const kind = signatureKindOf(latest, ctx.docMdp);
  const { signature, range } = resolveSignedDictionary(doc, latest);
  // Never filled in: no usable /ByteRange and nothing in /Contents (a prepared field's placeholder).
  if (isEmptyContents(signature.contents) && !range.ranges) {
    return unsignedStatus(latest, fieldNames, kind, doc, ctx.now);
  }
  const problems: SignatureProblem[] = [];
  const rangeProblem = BYTE_RANGE_PROBLEMS[range.status];
  if (rangeProblem) problems.push(rangeProblem);
  const digest = range.ranges && createByteRangeDigest(engine, doc.bytes, range.ranges);
  const common = { contents: signature.contents, digest, engine, extraCertificates: ctx.extraCertificates };
  const timeStampCheck = kind === 'document-time-stamp' ? await checkDocumentTimeStamp(common) : undefined;
  const check = timeStampCheck ?? (await checkCmsSignature({ ...common, subFilter: signature.subFilter }));
  problems.push(...check.problems);
  const { signerInfo, signedData, verification } = check;
  const signer = verification?.signerCertificate;
  const pool = [...(signedData?.certificates ?? []), ...ctx.extraCertificates];

  const claimedSigningTime = Object.freeze({
    dictionary: parsePdfDate(doc.getText(signature.dict, 'M')),
    attribute: signerInfo?.signingTime,
  });
  let stamps: SignatureTimeStampsCheck = { statuses: [], problems: [] };
  if (kind !== 'document-time-stamp' && signerInfo) {
    stamps = await checkSignatureTimeStamps(signerInfo, { engine, pool, anchors: ctx.anchors, now: ctx.now });
    problems.push(...stamps.problems);
  }
  // A document time-stamp proves its own time once it verifies.
  const genTime = timeStampCheck?.stamp?.valid ? timeStampCheck.stamp.genTime : undefined;
  const provenTime = genTime ?? stamps.provenTime;
  const claimed = claimedSigningTime.attribute ?? claimedSigningTime.dictionary;
  if (provenTime && claimed && claimed.getTime() > provenTime.getTime() + SKEW_MS)
    problems.push('signing-time-after-time-stamp');

  const archival = signerInfo?.revocationInfoArchival;
  const own = parseRevocation([
    { crls: [...(signedData?.crls ?? []), ...(archival?.crls ?? [])], ocspResponses: archival?.ocspResponses ?? [] },
  ]);
  const trust = await evaluateTrust(signer, {
    pool,
    anchors: ctx.anchors,
    engine,
    at: provenTime ?? claimed ?? ctx.now,
    now: ctx.now,
    signingKeyUsage: kind !== 'document-time-stamp',
    revocation: {
      crls: [...own.crls, ...(ctx.dssRevocation?.crls ?? [])],
      ocsp: [...own.ocsp, ...(ctx.dssRevocation?.ocsp ?? [])],
    },
    atProven: provenTime !== undefined,
  });
  problems.push(...trust.problems);
  if (kind !== 'document-time-stamp' && signerInfo) {
    // Without signed attributes nothing signed names the certificate: any certificate with the
    // same key would do. A chain to a trust anchor still vouches for who holds the key (DSS-1683).
    if (!signerInfo.signedAttributesDer && signer && trust.result.status !== 'trusted')
      problems.push('signer-not-identified');
    if (signature.subFilter === 'ETSI.CAdES.detached' && signerInfo.signingCertificates.length === 0)
      problems.push('signing-certificate-attribute-missing');
  }

  const last = doc.revisions.length - 1;
  const signedRevision = range.signedRevision;
  const locks = readFieldLocks(
    doc,
    signature.dict,
    fields.map((f) => f.field.dict),
  );
  const modifications = signedRevision === undefined ? [] : ctx.analyse(signedRevision, ctx.docMdp?.permission, locks);
  const modifiedAfterSigning = modifications.some((m) => !m.allowed);
  if (modifiedAfterSigning) problems.push('modified-after-signing');

  if (ctx.weakEncryption) problems.push('encryption-weak');
  if (ctx.afterLastEof?.problem) problems.push(ctx.afterLastEof.problem);
  const unique = [...new Set(problems)];
  const intact =
    range.status === 'ok' &&
    check.digest === 'match' &&
    check.signature === 'valid' &&
    // Signed attributes naming another certificate bind the signature to that certificate, not
    // to the one presented: the signature is not intact as this signer's.
    check.signingCertificate !== 'mismatch' &&
    !unique.some((p) => !NOT_INTEGRITY.includes(p) && ['invalid', 'tampered'].includes(problemEffect(p)));

  const ltv = await summarizeSignatureLtv(signature.contents, signedData, ctx.dss, engine);

  const text = (key: string) => doc.getText(signature.dict, key);
  return {
    fieldNames: Object.freeze([...fieldNames]),
    kind,
    subFilter: signature.subFilter,
    docMdpPermission: kind === 'certification' ? ctx.docMdp?.permission : undefined,
    signer: signer && summarizeCertificate(signer),
    name: text('Name'),
    reason: text('Reason'),
    location: text('Location'),
    contactInfo: text('ContactInfo'),
    claimedSigningTime,
    timeStampTime: provenTime,
    digestAlgorithm:
      verification?.digestAlgorithm ?? signerInfo?.digestAlgorithm.name ?? signerInfo?.digestAlgorithm.oid,
    signatureAlgorithm:
      verification?.signatureAlgorithm?.name ??
      signerInfo?.signatureAlgorithm.name ??
      signerInfo?.signatureAlgorithm.oid,
    intact,
    integrity: Object.freeze({
      byteRange: range.status,
      digest: check.digest,
      signature: check.signature,
      signingCertificate: check.signingCertificate,
    }),
    coverage:
      signedRevision === undefined ? 'unknown' : signedRevision === last ? 'whole-document' : 'earlier-revision',
    signedRevision,
    laterRevisions: Object.freeze(
      signedRevision === undefined
        ? []
        : Array.from({ length: last - signedRevision }, (_, i) => signedRevision + 1 + i),
    ),
    modifiedAfterSigning,
    modifications: Object.freeze(modifications),
    trusted:
      trust.result.status === 'trusted' &&
      trust.result.validAtSigningTime &&
      !trust.problems.some((p) => p === 'certificate-revoked' || p === 'certificate-revoked-no-poe'),
    trust: trust.result,
    timeStamps: Object.freeze([...stamps.statuses]),
    ltv,
    problems: Object.freeze(unique),
    bottomLine: deriveBottomLine(unique),
    hasSigningCertificateAttribute: (signerInfo?.signingCertificates.length ?? 0) > 0,
  };
}
