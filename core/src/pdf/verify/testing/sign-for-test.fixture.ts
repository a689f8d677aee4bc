// Test fixture: a small test PKI and a minimal PDF signer (incremental update, /ByteRange and
// /Contents placeholders filled in place, CAdES detached CMS), so the validator's tests do not
// depend on the signing engine under construction in ../sign and can make files the corpus lacks
// (certification levels, a 5 MB document, placeholders, later updates of every kind).
import { buildSignedData } from '../../cms/build-signed-data';
import type { CryptoEngine, GeneratedKeyPair, PrivateKeyHandle } from '../../crypto/types';
import { openPdf } from '../../parse/document/open-pdf';
import { PdfDict } from '../../parse/model/pdf-dict';
import { PdfName } from '../../parse/model/pdf-name';
import { PdfRef } from '../../parse/model/pdf-ref';
import { PdfString } from '../../parse/model/pdf-string';
import { isRef, type PdfValue } from '../../parse/model/pdf-value';
import { getPages } from '../../parse/structure/get-pages';
import { latin1, makePdf, streamBody } from '../../parse/testing/make-pdf.fixture';
import { appendIncrementalUpdate } from '../../write/append-incremental-update';
import { nextObjectNumber } from '../../write/next-object-number';
import { buildCertificate } from '../../x509/build-certificate';
import type { Certificate, KeyUsage } from '../../x509/certificate';

export interface TestPki {
  readonly root: Certificate;
  /** The root's key pair: to issue more certificates, CRLs or OCSP responses under the same root. */
  readonly rootKey: GeneratedKeyPair;
  readonly signer: Certificate;
  readonly key: PrivateKeyHandle;
}

const DAY = 86_400_000;

/** A root CA and an end-entity signer, P-256, valid around `at`. */
export async function makeTestPki(
  engine: CryptoEngine,
  at: Date,
  options: { issuerIsCa?: boolean; signerKeyUsage?: KeyUsage[]; signerValidDays?: number } = {},
): Promise<TestPki> {
  const rootKeys = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const signerKeys = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const algorithm = { name: 'ECDSA', hash: 'SHA-256' } as const;
  const notBefore = new Date(at.getTime() - 30 * DAY);
  const root = await buildCertificate({
    engine,
    serialNumber: 1n,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign tests'],
      ['CN', 'Verify Test Root'],
    ],
    notBefore,
    notAfter: new Date(at.getTime() + 3650 * DAY),
    publicKey: rootKeys.spki,
    signatureAlgorithm: algorithm,
    signer: rootKeys.privateKey,
    extensions:
      options.issuerIsCa === false
        ? { keyUsage: ['digitalSignature'] }
        : { basicConstraints: { ca: true }, keyUsage: ['keyCertSign', 'cRLSign'] },
  });
  const signer = await buildCertificate({
    engine,
    serialNumber: 2n,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign tests'],
      ['CN', '张三'],
    ],
    issuer: root,
    notBefore,
    notAfter: new Date(at.getTime() + (options.signerValidDays ?? 365) * DAY),
    publicKey: signerKeys.spki,
    signatureAlgorithm: algorithm,
    signer: rootKeys.privateKey,
    extensions: {
      basicConstraints: { ca: false },
      keyUsage: options.signerKeyUsage ?? ['digitalSignature', 'nonRepudiation'],
    },
  });
  return { root, rootKey: rootKeys, signer, key: signerKeys.privateKey };
}

/**
 * A one-page PDF; `padding` bytes of image data make it as large as a test needs, `textFields`
 * adds a form with text fields of those names (objects 10, 11, …).
 */
export function makeBasePdf(padding = 0, textFields: readonly string[] = []): Uint8Array {
  const data = new Uint8Array(padding);
  for (let i = 0; i < padding; i++) data[i] = (i * 2654435761) >>> 24;
  const fieldRefs = textFields.map((_, i) => `${10 + i} 0 R`).join(' ');
  const form = textFields.length ? ` /AcroForm << /Fields [${fieldRefs}] >>` : '';
  const annots = textFields.length ? ` /Annots [${fieldRefs}]` : '';
  return makePdf(
    [
      { num: 1, body: `<< /Type /Catalog /Pages 2 0 R${form} >>` },
      { num: 2, body: '<< /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [0 0 595 842] >>' },
      {
        num: 3,
        body: `<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >>${annots} >>`,
      },
      ...textFields.map((name, i) => ({
        num: 10 + i,
        body: `<< /FT /Tx /T (${name}) /Type /Annot /Subtype /Widget /Rect [72 ${600 - 30 * i} 300 ${620 - 30 * i}] /P 3 0 R >>`,
      })),
      { num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Contract) Tj ET') },
      {
        num: 5,
        body: streamBody(
          `/Type /XObject /Subtype /Image /Width ${Math.max(1, padding)} /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8`,
          data,
        ),
      },
    ],
    { trailer: '/Root 1 0 R' },
  );
}

export interface SignOptions {
  readonly engine: CryptoEngine;
  readonly pki: TestPki;
  readonly fieldName?: string;
  /** Make a certification signature with this DocMDP permission. */
  readonly docMdp?: 1 | 2 | 3;
  readonly signingTime?: Date;
  /** Leave /ByteRange and /Contents as unfilled placeholders. */
  readonly placeholderOnly?: boolean;
  /** Lock form fields after signing (a FieldMDP transform and the field's /Lock). */
  readonly lock?: { readonly action: 'All' | 'Include' | 'Exclude'; readonly fields?: readonly string[] };
  /** Write the DocMDP /Reference entry and its /TransformParams as indirect objects. */
  readonly indirectReference?: boolean;
  /** Signed attributes in place of the ESS signing-certificate-v2 the signer would add. */
  readonly essAttributes?: readonly Uint8Array[];
  /** Sign this existing empty signature field (object number) instead of adding a new one. */
  readonly field?: number;
}

const CONTENTS_BYTES = 4096;

/** Signs `bytes` in a new incremental update with an invisible signature field on page 1. */
export async function signForTest(bytes: Uint8Array, options: SignOptions): Promise<Uint8Array> {
  const doc = openPdf(bytes);
  const catalog = doc.catalog!.clone();
  const page = getPages(doc)[0]!;
  let next = nextObjectNumber(doc);
  const sigRef = new PdfRef(next++);
  const fieldRef = new PdfRef(next++);
  const contents = new PdfString(new Uint8Array(CONTENTS_BYTES), true);
  const byteRange: PdfValue[] = [0, 9_999_999_999, 9_999_999_999, 9_999_999_999];
  const sig = new PdfDict({
    Type: new PdfName('Sig'),
    Filter: new PdfName('Adobe.PPKLite'),
    SubFilter: new PdfName('ETSI.CAdES.detached'),
    ByteRange: byteRange,
    Contents: contents,
    M: PdfString.fromText(pdfDateOf(options.signingTime ?? new Date())),
  });
  const indirect: { ref: PdfRef; value: PdfValue }[] = [];
  const maybeIndirect = (value: PdfDict): PdfValue => {
    if (!options.indirectReference) return value;
    const ref = new PdfRef(next++);
    indirect.push({ ref, value });
    return ref;
  };
  if (options.docMdp) {
    const params = new PdfDict({ Type: new PdfName('TransformParams'), P: options.docMdp, V: new PdfName('1.2') });
    const reference = new PdfDict({
      Type: new PdfName('SigRef'),
      TransformMethod: new PdfName('DocMDP'),
      TransformParams: maybeIndirect(params),
    });
    sig.set('Reference', [maybeIndirect(reference)]);
    catalog.set('Perms', new PdfDict({ DocMDP: sigRef }));
  }
  if (options.lock) {
    const params = new PdfDict({
      Type: new PdfName('TransformParams'),
      Action: new PdfName(options.lock.action),
      V: new PdfName('1.2'),
    });
    if (options.lock.fields)
      params.set(
        'Fields',
        options.lock.fields.map((f) => PdfString.fromText(f)),
      );
    const fieldMdp = new PdfDict({
      Type: new PdfName('SigRef'),
      TransformMethod: new PdfName('FieldMDP'),
      TransformParams: params,
    });
    sig.set('Reference', [...((sig.get('Reference') as PdfValue[] | undefined) ?? []), fieldMdp]);
  }
  const field = new PdfDict({
    FT: new PdfName('Sig'),
    T: PdfString.fromText(options.fieldName ?? 'Signature1'),
    V: sigRef,
    Type: new PdfName('Annot'),
    Subtype: new PdfName('Widget'),
    Rect: [0, 0, 0, 0],
    F: 132,
    P: page.ref!,
  });
  const form = doc.dictOf(catalog.get('AcroForm'))?.clone() ?? new PdfDict();
  form.set('SigFlags', 3);
  const formRef = catalog.get('AcroForm');
  const objects: { ref: PdfRef; value: PdfValue }[] = [{ ref: sigRef, value: sig }, ...indirect];
  if (options.field !== undefined) {
    // Only the field's value changes: its widgets, the page and the field list stay as they are.
    const existing = (doc.getObject(options.field) as PdfDict).clone();
    existing.set('V', sigRef);
    objects.push({ ref: new PdfRef(options.field), value: existing });
  } else {
    const pageDict = page.dict.clone();
    pageDict.set('Annots', [...((doc.getArray(page.dict, 'Annots') ?? []) as PdfValue[]), fieldRef]);
    const fields = doc.resolve(form.get('Fields'));
    form.set('Fields', [...(Array.isArray(fields) ? fields : []), fieldRef]);
    objects.push({ ref: fieldRef, value: field }, { ref: page.ref!, value: pageDict });
  }
  if (isRef(formRef)) objects.push({ ref: formRef, value: form });
  else catalog.set('AcroForm', form);
  objects.push({ ref: doc.trailer.get('Root') as PdfRef, value: catalog });
  // The writer refuses encrypted files. For an encrypted one the test signer writes its own
  // strings unencrypted (a reader decrypts them into noise: the field name and /M) and relies on
  // a signature's /Contents never being encrypted — enough to test how such files are reported.
  const target: typeof doc = doc.encryption ? Object.create(doc, { encryption: { value: undefined } }) : doc;
  const update = appendIncrementalUpdate(target, { objects });
  const out = update.bytes;
  if (options.placeholderOnly) return out;
  const contentsSpan = update.spans.get(contents)!;
  const rangeSpan = update.spans.get(byteRange)!;
  const ranges = [0, contentsSpan.start, contentsSpan.end, out.length - contentsSpan.end];
  out.set(latin1(`[${ranges.join(' ').padEnd(rangeSpan.end - rangeSpan.start - 2, ' ')}]`), rangeSpan.start);
  const digest = await options.engine.digest('SHA-256', [out.subarray(0, ranges[1]), out.subarray(ranges[2]!)]);
  const cms = await buildSignedData({
    engine: options.engine,
    signer: options.pki.key,
    signerCertificate: options.pki.signer,
    certificates: [options.pki.root],
    digestAlgorithm: 'SHA-256',
    signatureAlgorithm: { name: 'ECDSA', hash: 'SHA-256' },
    contentDigest: digest,
    ...(options.essAttributes ? { signingCertificateV2: false, signedAttributes: options.essAttributes } : {}),
  });
  const hex = [...cms].map((b) => b.toString(16).padStart(2, '0')).join('');
  out.set(latin1(hex), contentsSpan.start + 1);
  return out;
}

function pdfDateOf(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `D:${date.getUTCFullYear()}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}Z`;
}
