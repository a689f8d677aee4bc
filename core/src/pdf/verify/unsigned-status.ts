// The status of a signature dictionary that was prepared but never signed (placeholder
// /ByteRange, zero-filled /Contents): 'unsigned', never valid, with nothing else to check.
import type { PdfDocument } from '../parse/document/pdf-document';
import type { PdfSignature } from '../parse/structure/find-signatures';
import type { EvaluatedSignature } from './evaluate-signature';
import type { SignatureKind } from './types';

export function unsignedStatus(
  signature: PdfSignature,
  fieldNames: readonly string[],
  kind: SignatureKind,
  doc: PdfDocument,
  now: Date,
): EvaluatedSignature {
  return {
    fieldNames: Object.freeze([...fieldNames]),
    kind,
    subFilter: signature.subFilter,
    name: doc.getText(signature.dict, 'Name'),
    reason: doc.getText(signature.dict, 'Reason'),
    location: doc.getText(signature.dict, 'Location'),
    contactInfo: doc.getText(signature.dict, 'ContactInfo'),
    claimedSigningTime: Object.freeze({}),
    intact: false,
    integrity: Object.freeze({
      byteRange: signature.byteRange ? 'malformed' : 'missing',
      digest: 'not-checked',
      signature: 'not-checked',
      signingCertificate: 'not-checked',
    }),
    coverage: 'unknown',
    laterRevisions: Object.freeze([]),
    modifiedAfterSigning: false,
    modifications: Object.freeze([]),
    trusted: false,
    trust: Object.freeze({
      status: 'signer-missing',
      chain: [],
      validationTime: now,
      validAtSigningTime: false,
      expiredNow: false,
    }),
    timeStamps: Object.freeze([]),
    ltv: Object.freeze({ dss: false, vri: false, certificates: 0, ocspResponses: 0, crls: 0 }),
    problems: Object.freeze(['signature-not-filled']),
    bottomLine: 'unsigned',
    hasSigningCertificateAttribute: false,
  };
}
