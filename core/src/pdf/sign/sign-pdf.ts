// Signs a PDF: one incremental update with the signature dictionary, its field and
// widget (with the seal's appearance), the form and page entries that list them, and for a
// certification signature the catalog's /Perms; then /ByteRange and /Contents are filled in
// place. Earlier bytes are never touched, so earlier signatures stay valid, and the input buffer
// is not modified. B-LT adds the DSS in a second update, B-LTA a document time-stamp in a third.
// Given an opened document instead of bytes, the signature's update also writes what was staged
// on it (PdfDocument.stage: a form filled just before), so the signature covers it. The DSS's
// update is made on the signed document as the writer knows it, not on a fresh parse of the file.
import { AppError } from '../../errors/app-error';
import type { PdfDocument } from '../parse/document/pdf-document';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfRef } from '../parse/model/pdf-ref';
import { findSignatures } from '../parse/structure/find-signatures';
import type { IncrementalUpdateResult } from '../write/append-incremental-update';
import { documentAfterUpdate } from '../write/document-after-update';
import { nextObjectNumber } from '../write/next-object-number';
import { addDocumentTimeStamp } from './add-document-time-stamp';
import { addDss } from './add-dss';
import { appendSignedRevision } from './append-signed-revision';
import { reuseAppearance } from './appearance/reuse-appearance';
import { buildSignatureDictionary } from './build-signature-dictionary';
import { CatalogDraft } from './catalog-draft';
import { estimateContentsSize } from './estimate-contents-size';
import { checkSignable, openForSigning } from './open-for-signing';
import { placeSignatureField } from './place-signature-field';
import { resolvePlacement } from './resolve-placement';
import { resolveSigner } from './resolve-signer';
import { signatureCmsBuilder } from './signature-cms-builder';
import type { SignPdfOptions } from './types';

export async function signPdf(input: Uint8Array | PdfDocument, options: SignPdfOptions): Promise<Uint8Array> {
  const level = options.level ?? 'B-B';
  const subFilter = options.subFilter ?? 'ETSI.CAdES.detached';
  const { timeStamper } = options;
  if (level !== 'B-B' && !timeStamper) throw new RangeError(`PAdES ${level} needs a timeStamper`);
  const signer = resolveSigner(options.signer, options.signingTime);
  const doc = input instanceof Uint8Array ? openForSigning(input) : checkSignable(input);
  if (options.certify && findSignatures(doc).signatures.length > 0) {
    throw new AppError('PDF_CERTIFICATION_NOT_FIRST', { internal: 'certification asked for on a signed document' });
  }
  const placement = resolvePlacement(doc, options.field);
  if (options.appearance && !placement.visible) {
    throw new RangeError('an appearance needs a visible signature: give field.rect (or a field with a widget)');
  }

  let next = nextObjectNumber(doc);
  const allocate = () => new PdfRef(next++, 0);
  const signatureRef = allocate();
  const appearanceRef = allocate();
  const catalog = new CatalogDraft(doc);
  const [x1, y1, x2, y2] = placement.rect;
  const appearance = reuseAppearance({
    appearance: placement.visible ? options.appearance : undefined,
    width: x2 - x1,
    height: y2 - y1,
    rotate: placement.page.rotate,
    allocate,
  });
  const fieldObjects = placeSignatureField({
    view: doc,
    catalog,
    allocate,
    signatureRef,
    appearanceRef,
    page: placement.page,
    rect: placement.rect,
    field: placement.field,
  });
  if (options.certify) {
    const perms = doc.dictOf(catalog.dict.get('Perms'))?.clone() ?? new PdfDict();
    catalog.set('Perms', perms.set('DocMDP', signatureRef));
  }
  const fixed = [{ ref: appearanceRef, value: appearance.stream }, ...appearance.objects, ...fieldObjects];
  fixed.push(...catalog.objects());

  const tsaCertificates: Uint8Array[] = [];
  let written: Uint8Array | undefined;
  let update: IncrementalUpdateResult | undefined;
  const key = signer.certificate.publicKeyInfo;
  const signed = await appendSignedRevision(doc, {
    contentsSize:
      options.contentsSize ??
      estimateContentsSize({
        certificates: [signer.certificate, ...signer.issuers],
        keySize: key.keySize,
        keyType: key.keyType,
        timeStamped: level !== 'B-B',
      }),
    objects: (contents, byteRange) => [
      {
        ref: signatureRef,
        value: buildSignatureDictionary({
          contents,
          byteRange,
          subFilter,
          signingTime: options.signingTime,
          name: signer.certificate.subject.commonName,
          reason: options.reason,
          location: options.location,
          contactInfo: options.contactInfo,
          docMdp: options.certify?.P,
        }),
      },
      ...fixed,
    ],
    sign: signatureCmsBuilder({
      signer,
      subFilter,
      signingTime: options.signingTime,
      timeStamper: level === 'B-B' ? undefined : timeStamper,
      timeStampDigest: options.timeStampDigest ?? 'SHA-256',
      onTimeStamp: ({ token }) => tsaCertificates.push(...token.signedData.certificates.map((c) => c.der)),
    }),
    // Only the DSS wants them: a copy of /Contents (for its /VRI) and the update's objects per B-B or
    // B-T signature would be waste.
    ...(level === 'B-LT' || level === 'B-LTA'
      ? {
          onContents: (contents: Uint8Array) => (written = contents),
          onUpdate: (result: IncrementalUpdateResult) => (update = result),
        }
      : {}),
  });
  if (level === 'B-B' || level === 'B-T') return signed;

  const revocation = options.revocation ?? {};
  // The DSS's update goes on the document just written, known without parsing it again.
  const withDss = await addDss((update && documentAfterUpdate(doc, update)) ?? signed, {
    engine: signer.engine,
    certificates: [
      signer.certificate.der,
      ...signer.issuers.map((c) => c.der),
      ...tsaCertificates,
      ...(revocation.certificates ?? []),
    ],
    ocspResponses: revocation.ocspResponses,
    crls: revocation.crls,
    // The /VRI's key from the signature just written, not from parsing every signature again.
    ...(written ? { vriContents: written } : {}),
  });
  if (level === 'B-LT') return withDss;
  return addDocumentTimeStamp(withDss, {
    engine: signer.engine,
    timeStamper: timeStamper!,
    digestAlgorithm: options.timeStampDigest ?? 'SHA-256',
  });
}
