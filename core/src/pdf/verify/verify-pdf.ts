// verifyPdf: every signature of a PDF checked where the file is (browser, extension, CLI, server)
// with an injected crypto engine, into a frozen report. The file is bytes in memory, or a
// PdfByteSource the reader takes by positioned reads (the CLI's file handle: a file of any size
// is checked without being held). Throws only when the file cannot be
// evaluated at all (PdfVerificationError with the error catalogue's code) — including a file whose
// streams decode to more than its inflate budget, at whatever step that shows; every other
// finding is a problem in the report.
import type { CryptoEngine } from '../crypto/types';
import { openPdf } from '../parse/document/open-pdf';
import type { PdfByteSource } from '../parse/document/pdf-byte-source';
import type { PdfDocument } from '../parse/document/pdf-document';
import { PdfParseError, isPdfParseError } from '../parse/pdf-parse-error';
import { findSignatures } from '../parse/structure/find-signatures';
import { getPermissions } from '../parse/structure/get-permissions';
import { deriveDocumentBottomLine } from './derive-bottom-line';
import { describeEncryption } from './describe-encryption';
import { derivePadesLevel } from './derive-pades-level';
import { evaluateSignature, type EvaluatedSignature } from './evaluate-signature';
import { createModificationAnalyser } from './modifications/create-modification-analyser';
import { PdfVerificationError } from './pdf-verification-error';
import { parseRevocation } from './check-revocation';
import { readBytesAfterLastEof } from './read-bytes-after-last-eof';
import { readDss } from './read-dss';
import { toCertificates, type CertificateInput } from './to-certificates';
import type { PdfVerificationReport, SignatureStatus } from './types';

export interface VerifyPdfOptions {
  readonly engine: CryptoEngine;
  /** Trust anchors (the platform root, PEMs given with --trust): DER, PEM text or bytes, or parsed. */
  readonly trustAnchors?: readonly CertificateInput[];
  /** More certificates that may complete chains (intermediates the file lacks). */
  readonly extraCertificates?: readonly CertificateInput[];
  /** "Now", for expired-now reports and signatures with no signing time at all. */
  readonly now?: Date;
  /** User or owner password of an encrypted PDF. */
  readonly password?: string;
}

export async function verifyPdf(
  bytes: Uint8Array | PdfByteSource,
  options: VerifyPdfOptions,
): Promise<PdfVerificationReport> {
  try {
    return await verifyDocument(bytes, options);
  } catch (error) {
    if (isPdfParseError(error)) throw new PdfVerificationError(error);
    throw error;
  }
}

/** A report from a document past its inflate budget would rest on streams read as damaged. */
function assertWithinInflateBudget(doc: PdfDocument): void {
  const spent = doc.warnings.find((warning) => warning.code === 'INFLATE_BUDGET_SPENT');
  if (spent) throw new PdfParseError('TOO_COMPLEX', spent.message);
}

async function verifyDocument(
  bytes: Uint8Array | PdfByteSource,
  options: VerifyPdfOptions,
): Promise<PdfVerificationReport> {
  const anchors = toCertificates(options.trustAnchors);
  const extra = toCertificates(options.extraCertificates);
  const doc = openPdf(bytes, { password: options.password });
  const now = options.now ?? new Date();
  const { fields, signatures } = findSignatures(doc);
  const docMdp = getPermissions(doc).docMdp;
  const dss = readDss(doc);
  const encryption = describeEncryption(doc.encryption);
  const afterLastEof = readBytesAfterLastEof(doc);
  const ctx = {
    afterLastEof,
    dssRevocation: parseRevocation([dss.revocation]),
    weakEncryption: encryption?.weak === true,
    doc,
    engine: options.engine,
    anchors,
    extraCertificates: [...dss.certificates, ...extra],
    now,
    docMdp,
    dss,
    analyse: createModificationAnalyser(doc),
  };
  const evaluated: EvaluatedSignature[] = [];
  for (const signature of signatures) {
    evaluated.push(
      await evaluateSignature(
        signature,
        fields.filter((f) => f.signature === signature),
        ctx,
      ),
    );
  }
  // The PAdES level needs the document time-stamps, so it comes once every signature is known.
  const documentTimeStamps = evaluated
    .filter((s) => s.kind === 'document-time-stamp' && s.intact && s.signedRevision !== undefined)
    .map((s) => s.signedRevision!);
  const statuses = evaluated.map(({ hasSigningCertificateAttribute, ...status }): SignatureStatus => {
    const level = derivePadesLevel({
      subFilter: status.subFilter,
      intact: status.intact,
      hasSigningCertificateAttribute,
      signatureTimeStamped: status.timeStamps.some((t) => t.valid),
      signedRevision: status.signedRevision,
      documentTimeStamps,
      dssRevisions: dss.history,
    });
    return Object.freeze({ ...status, level });
  });
  assertWithinInflateBudget(doc);
  const document = Object.freeze({
    revisions: doc.revisions.length,
    signatureCount: statuses.filter((s) => s.bottomLine !== 'unsigned').length,
    emptySignatureFields: Object.freeze(fields.filter((f) => !f.signature).map((f) => f.name)),
    recovered: doc.recovered,
    warnings: Object.freeze([...new Set(doc.warnings.map((w) => w.code))]),
    bytesAfterLastEof: afterLastEof.length,
    encrypted: doc.encryption !== undefined,
    ...(encryption ? { encryption } : {}),
    docMdpPermission: docMdp?.permission,
    ltv: Object.freeze({
      dss: dss.present,
      vriEntries: dss.vri.size,
      certificates: dss.certificateCount,
      ocspResponses: dss.ocspResponses,
      crls: dss.crls,
    }),
    bottomLine: deriveDocumentBottomLine(statuses.map((s) => s.bottomLine)),
  });
  return Object.freeze({ document, signatures: Object.freeze(statuses) });
}
