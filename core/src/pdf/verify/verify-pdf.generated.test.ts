// Files the corpus lacks, made by the test signer: trusted and untrusted chains, DocMDP levels
// against later updates, certificate problems, placeholders, a 5 MB document, and the errors
// verifyPdf throws when a file cannot be evaluated at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { PdfDict } from '../parse/model/pdf-dict';
import { PdfName } from '../parse/model/pdf-name';
import { PdfRef } from '../parse/model/pdf-ref';
import { PdfString } from '../parse/model/pdf-string';
import { getPages } from '../parse/structure/get-pages';
import { latin1 } from '../parse/testing/make-pdf.fixture';
import { appendIncrementalUpdate } from '../write/append-incremental-update';
import { nextObjectNumber } from '../write/next-object-number';
import { PdfVerificationError } from './pdf-verification-error';
import { engine } from './testing/corpus.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
let pki: TestPki;
beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
});

const sign = (bytes: Uint8Array, extra: Partial<Parameters<typeof signForTest>[1]> = {}) =>
  signForTest(bytes, { engine, pki, signingTime: AT, ...extra });
const verify = (bytes: Uint8Array, now = AT) => verifyPdf(bytes, { engine, trustAnchors: [pki.root.der], now });

/** Appends a text annotation on page 1. */
function annotate(bytes: Uint8Array): Uint8Array {
  const doc = openPdf(bytes);
  const page = getPages(doc)[0]!;
  const note = new PdfRef(nextObjectNumber(doc));
  const dict = page.dict.clone();
  dict.set('Annots', [...(doc.getArray(page.dict, 'Annots') ?? []), note]);
  const annotation = new PdfDict({ Type: new PdfName('Annot'), Subtype: new PdfName('Text'), Rect: [0, 0, 9, 9] });
  return appendIncrementalUpdate(doc, {
    objects: [
      { ref: note, value: annotation },
      { ref: page.ref!, value: dict },
    ],
  }).bytes;
}

describe('signatures made by the test signer', () => {
  it('verifies a PAdES B-B signature as valid and trusted, with signer and chain', async () => {
    const report = await verify(await sign(makeBasePdf()));
    const [sig] = report.signatures;
    expect(report.document).toMatchObject({ bottomLine: 'valid', signatureCount: 1, revisions: 2 });
    expect(sig).toMatchObject({
      kind: 'approval',
      subFilter: 'ETSI.CAdES.detached',
      intact: true,
      trusted: true,
      coverage: 'whole-document',
      level: 'B-B',
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: 'ECDSA',
      problems: [],
    });
    expect(sig!.signer).toMatchObject({ commonName: '张三', organization: 'ecsign tests', serialNumber: '02' });
    expect(sig!.trust.chain.map((c) => c.commonName)).toEqual(['张三', 'Verify Test Root']);
    expect(sig!.claimedSigningTime.dictionary?.toISOString()).toBe(AT.toISOString());
  });

  it('verifies a 5 MB document with one signature', async () => {
    const bytes = await sign(makeBasePdf(5_000_000));
    expect(bytes.length).toBeGreaterThan(5_000_000);
    const [sig] = (await verify(bytes)).signatures;
    expect(sig).toMatchObject({ bottomLine: 'valid', intact: true, coverage: 'whole-document' });
  });

  it('without trust anchors the signature stays valid but is not trusted', async () => {
    const [sig] = (await verifyPdf(await sign(makeBasePdf()), { engine, now: AT })).signatures;
    expect(sig).toMatchObject({ bottomLine: 'valid', trusted: false, trust: { status: 'untrusted' } });
    expect(sig!.problems).toEqual(['certificate-not-trusted']);
  });

  it('reports a certificate expired since signing without failing the signature', async () => {
    const later = new Date(AT.getTime() + 2 * 365 * 86_400_000);
    const [sig] = (await verify(await sign(makeBasePdf()), later)).signatures;
    expect(sig).toMatchObject({
      bottomLine: 'valid',
      trusted: true,
      trust: { expiredNow: true, validAtSigningTime: true },
    });
    expect(sig!.problems).toEqual(['certificate-expired-now']);
  });

  it('a signing time after the certificate expired makes it untrusted, not invalid', async () => {
    const late = new Date(AT.getTime() + 400 * 86_400_000);
    const [sig] = (await verify(await sign(makeBasePdf(), { signingTime: late }), late)).signatures;
    expect(sig).toMatchObject({ bottomLine: 'valid', intact: true, trusted: false });
    expect(sig!.problems).toContain('certificate-not-valid-at-signing-time');
  });

  it('an issuer that is not a CA breaks the chain: indeterminate', async () => {
    const rogue = await makeTestPki(engine, AT, { issuerIsCa: false });
    const bytes = await signForTest(makeBasePdf(), { engine, pki: rogue, signingTime: AT });
    const [sig] = (await verifyPdf(bytes, { engine, now: AT })).signatures;
    expect(sig).toMatchObject({ bottomLine: 'indeterminate', trust: { status: 'chain-broken' } });
  });

  it('a certificate whose key usage does not allow signing: indeterminate', async () => {
    const encipher = await makeTestPki(engine, AT, { signerKeyUsage: ['keyEncipherment'] });
    const bytes = await signForTest(makeBasePdf(), { engine, pki: encipher, signingTime: AT });
    const [sig] = (await verifyPdf(bytes, { engine, trustAnchors: [encipher.root.der], now: AT })).signatures;
    expect(sig!.bottomLine).toBe('indeterminate');
    expect(sig!.problems).toContain('key-usage-not-signing');
  });

  it('a prepared but unfilled signature is unsigned, never valid', async () => {
    const report = await verify(await sign(makeBasePdf(), { placeholderOnly: true }));
    expect(report.document.bottomLine).toBe('unsigned');
    expect(report.signatures[0]).toMatchObject({ bottomLine: 'unsigned', intact: false });
  });

  it('a zero byte written over /Contents after signing makes it invalid or tampered, never valid', async () => {
    const bytes = await sign(makeBasePdf());
    const at = new TextDecoder('latin1').decode(bytes).lastIndexOf('/Contents <') + 12;
    bytes.set(latin1('00'), at);
    const [sig] = (await verify(bytes)).signatures;
    expect(['invalid', 'tampered']).toContain(sig!.bottomLine);
  });
});

describe('DocMDP permissions against later updates', () => {
  it.each([
    [1, 'modified', 'modified'],
    [2, 'modified', 'valid'],
    [3, 'valid', 'valid'],
  ] as const)('P=%i: an annotation after certifying is %s, a second signature is %s', async (p, annotated, signed) => {
    const certified = await sign(makeBasePdf(), { docMdp: p });
    const first = (await verify(certified)).signatures[0]!;
    expect(first).toMatchObject({ kind: 'certification', docMdpPermission: p, bottomLine: 'valid' });
    expect((await verify(annotate(certified))).signatures[0]!.bottomLine).toBe(annotated);
    const twice = await sign(certified, { fieldName: 'Approval' });
    const report = await verify(twice);
    expect(report.signatures.map((s) => s.kind)).toEqual(['certification', 'approval']);
    expect(report.signatures[0]!.bottomLine).toBe(signed);
    expect(report.signatures[1]!.bottomLine).toBe('valid');
  });
});

/** Fills in text field object `num` with `value`. */
function fill(bytes: Uint8Array, num: number, value: string): Uint8Array {
  const doc = openPdf(bytes);
  const field = (doc.getObject(num) as PdfDict).clone();
  field.set('V', PdfString.fromText(value));
  return appendIncrementalUpdate(doc, { objects: [{ ref: new PdfRef(num), value: field }] }).bytes;
}

describe('form filling after signing', () => {
  it.each([
    [1, 'modified'],
    [2, 'valid'],
  ] as const)('under DocMDP P=%i filling in a field is %s', async (p, line) => {
    const certified = await sign(makeBasePdf(0, ['name', 'amount']), { docMdp: p });
    const [sig] = (await verify(fill(certified, 10, '张三'))).signatures;
    expect(sig!.bottomLine).toBe(line);
    expect(sig!.modifications).toEqual([expect.objectContaining({ category: 'form-fill', field: 'name' })]);
  });

  it('FieldMDP: a field the signature locks may not be filled in, the others may', async () => {
    const signed = await sign(makeBasePdf(0, ['name', 'amount']), { lock: { action: 'Include', fields: ['amount'] } });
    expect((await verify(fill(signed, 10, '张三'))).signatures[0]!.bottomLine).toBe('valid');
    const [sig] = (await verify(fill(signed, 11, '1000000'))).signatures;
    expect(sig!.bottomLine).toBe('modified');
    expect(sig!.modifications[0]).toMatchObject({
      field: 'amount',
      allowed: false,
      detail: expect.stringMatching(/FieldMDP/),
    });
  });
});

describe('files that cannot be evaluated', () => {
  it.each([
    ['zero bytes', new Uint8Array(0), 'EMPTY', 'PDF_ZERO_SIZE'],
    ['not a PDF', latin1('PK\u0003\u0004 a zip file, not a PDF'), 'NOT_A_PDF', 'NOT_A_PDF'],
  ])('%s throws PdfVerificationError with the catalogue code', async (_, bytes, code, catalogueCode) => {
    const error = await verifyPdf(bytes, { engine }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PdfVerificationError);
    expect(error).toMatchObject({ code, catalogueCode });
  });

  it('rejects a trust anchor that is not a certificate as a usage error', async () => {
    await expect(verifyPdf(makeBasePdf(), { engine, trustAnchors: ['not a PEM'] })).rejects.toThrow(TypeError);
  });

  it('accepts trust anchors as PEM text', async () => {
    const { encodePem } = await import('../x509/pem');
    const bytes = await sign(makeBasePdf());
    const report = await verifyPdf(bytes, { engine, trustAnchors: [encodePem('CERTIFICATE', pki.root.der)], now: AT });
    expect(report.signatures[0]!.trusted).toBe(true);
  });
});
