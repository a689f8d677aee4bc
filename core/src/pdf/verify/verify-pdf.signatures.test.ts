// Per-signature expectations for the corpus files whose notes describe each signature: mixed
// verdicts in one file, document time-stamps, LTV levels, trust outcomes and algorithms.
import { describe, expect, it } from 'vitest';
import { optionsFor, readCorpus } from './testing/corpus.fixture';
import type { PdfVerificationReport } from './types';
import { verifyPdf } from './verify-pdf';

const verify = (file: string): Promise<PdfVerificationReport> => verifyPdf(readCorpus(file), optionsFor(file));

describe('signatures of multi-signature files', () => {
  it('dss__hello_signed_INCSAVE_signed_EDITED: exactly one of two is intact, the other tampered', async () => {
    const { signatures } = await verify('dss__hello_signed_INCSAVE_signed_EDITED.pdf');
    expect(signatures.map((s) => [s.fieldNames[0], s.intact, s.bottomLine])).toEqual([
      ['Signature1', true, 'valid'],
      ['Signature2', false, 'tampered'],
    ]);
    // Its /ByteRange was overwritten with the first signature's: well formed, but not its own.
    expect(signatures[1]!.integrity).toMatchObject({ byteRange: 'not-own-contents', digest: 'mismatch' });
  });

  it('dss__pdf-byterange-overlap: one invalid (its gap hides signed bytes), one valid', async () => {
    const { signatures } = await verify('dss__pdf-byterange-overlap.pdf');
    expect(signatures.map((s) => s.bottomLine)).toEqual(['valid', 'invalid']);
    expect(signatures[1]!.problems).toContain('byte-range-gap-not-contents');
  });

  it('signpdf__signed-twice: both intact; the first covers an earlier revision, changed only by signing', async () => {
    const { signatures, document } = await verify('signpdf__signed-twice.pdf');
    expect(document.revisions).toBe(3);
    expect(signatures.map((s) => [s.intact, s.coverage, s.signedRevision])).toEqual([
      [true, 'earlier-revision', 1],
      [true, 'whole-document', 2],
    ]);
    expect(signatures[0]!.laterRevisions).toEqual([2]);
    expect(signatures[0]!.modifications.every((m) => m.allowed && m.category === 'signature')).toBe(true);
    // The second signer's certificate had expired a year before it signed: reported, not trusted.
    expect(signatures[1]!.problems).toContain('certificate-not-valid-at-signing-time');
    expect(signatures[1]!.trusted).toBe(false);
    expect(signatures[0]!.trusted).toBe(true);
  });

  it('dss__signature-referenced-from-multiple-fields: one dictionary, two field names', async () => {
    const { signatures } = await verify('dss__signature-referenced-from-multiple-fields.pdf');
    expect(signatures).toHaveLength(1);
    expect(signatures[0]!.fieldNames).toHaveLength(2);
    expect(signatures[0]!.bottomLine).toBe('valid');
  });

  it('dss__pades-signed-annot-added: annotations after signing are allowed; the empty field is listed', async () => {
    const { signatures, document } = await verify('dss__pades-signed-annot-added.pdf');
    expect(document.emptySignatureFields).toEqual(['Signature1']);
    const [sig] = signatures;
    expect(sig!.modifiedAfterSigning).toBe(false);
    expect(sig!.modifications.map((m) => m.category)).toEqual(expect.arrayContaining(['annotation', 'metadata']));
  });

  it.each([
    [
      'pyhanko__form-update-override-ap-sneaky.pdf',
      /appearance stream overwritten, but 9 0 R is also used by object 1 \(\/FooBar\)/,
    ],
    ['pyhanko__form-update-ap-indirect-sneaky-trailer.pdf', /also used by the trailer \(\/FooBar\)/],
    ['pyhanko__extensions-indirect-not-all-paths.pdf', /extensions dictionary 10 updated, but .*\/DontOverrideMe/],
  ])('%s: the first signature is modified (%s), the second valid', async (file, reason) => {
    const { signatures } = await verify(file);
    expect(signatures.map((s) => s.bottomLine)).toEqual(['modified', 'valid']);
    expect(signatures[0]!.intact).toBe(true);
    const disallowed = signatures[0]!.modifications.filter((m) => !m.allowed);
    expect(disallowed.map((m) => m.detail).join('\n')).toMatch(reason);
  });

  it('pyhanko__extensions-indirect-not-all-paths: the second signature is Ed25519 with SHA-512', async () => {
    const { signatures } = await verify('pyhanko__extensions-indirect-not-all-paths.pdf');
    expect(signatures[1]).toMatchObject({ signatureAlgorithm: 'Ed25519', digestAlgorithm: 'SHA-512', intact: true });
  });

  it.each([
    ['dss__pdf-signed-added-page.pdf', /\/Kids of page tree node 3 changed/],
    ['dss__pades-spoofing-replaced-reason.pdf', /signed signature dictionary 42 changed/],
    ['dss__dss-2236-hide.pdf', /xref entry of object 6 points to object 8/],
  ])('%s: intact but modified after signing (%s)', async (file, reason) => {
    const { signatures } = await verify(file);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({ intact: true, modifiedAfterSigning: true, bottomLine: 'modified' });
    expect(
      signatures[0]!.modifications
        .filter((m) => !m.allowed)
        .map((m) => m.detail)
        .join('\n'),
    ).toMatch(reason);
  });

  it('dss__pades-spoofing-replaced-reason: the original dictionary is verified and reported', async () => {
    const { signatures } = await verify('dss__pades-spoofing-replaced-reason.pdf');
    expect(signatures[0]!.reason).toBe('DSS testing');
    expect(signatures[0]!.integrity.byteRange).toBe('ok');
  });
});

describe('time-stamps and long-term validation', () => {
  it('dss__pades-ltv: a signature and two document time-stamps, PAdES B-LTA', async () => {
    const { signatures, document } = await verify('dss__pades-ltv.pdf');
    expect(signatures.map((s) => [s.kind, s.bottomLine])).toEqual([
      ['approval', 'valid'],
      ['document-time-stamp', 'valid'],
      ['document-time-stamp', 'valid'],
    ]);
    expect(signatures[0]!.level).toBe('B-LTA');
    expect(signatures[1]!.signer?.commonName).toBe('good-tsa');
    expect(signatures[1]!.timeStampTime).toBeInstanceOf(Date);
    expect(document.ltv).toMatchObject({ dss: true, certificates: 4, ocspResponses: 1, crls: 1 });
  });

  it('dss__doc-firmado-LT: a signature time-stamp and a DSS with a VRI entry, PAdES B-LT', async () => {
    const [sig] = (await verify('dss__doc-firmado-LT.pdf')).signatures;
    expect(sig!.timeStamps).toHaveLength(1);
    expect(sig!.timeStamps[0]).toMatchObject({ valid: true, imprint: 'match', signature: 'valid' });
    expect(sig!.timeStampTime?.toISOString()).toBe(sig!.timeStamps[0]!.genTime.toISOString());
    expect(sig!.ltv).toMatchObject({ dss: true, vri: true });
    expect(sig!.level).toBe('B-LT');
  });

  it('dss__timestamped_and_signed: a document time-stamp first, then a signature', async () => {
    const { signatures } = await verify('dss__timestamped_and_signed.pdf');
    expect(signatures.map((s) => [s.kind, s.coverage, s.bottomLine])).toEqual([
      ['document-time-stamp', 'earlier-revision', 'valid'],
      ['approval', 'whole-document', 'valid'],
    ]);
  });

  it('dss__Signature-P-DE_SCI-4: RSASSA-PSS with a signature time-stamp and a later document time-stamp', async () => {
    const { signatures } = await verify('dss__Signature-P-DE_SCI-4.pdf');
    expect(signatures[0]).toMatchObject({ signatureAlgorithm: 'RSA-PSS', intact: true });
    expect(signatures[0]!.timeStamps[0]!.tsa?.commonName).toBe('AuthentiDate Timestamp Authority C064 1:PN');
    expect(signatures[1]!.kind).toBe('document-time-stamp');
  });

  it('dss__Signature-P-HU_POL-7: RSA and ECDSA signatures and two document time-stamps, all valid', async () => {
    const { signatures } = await verify('dss__Signature-P-HU_POL-7.pdf');
    expect(signatures.map((s) => [s.kind, s.signatureAlgorithm, s.bottomLine])).toEqual([
      ['approval', 'RSASSA-PKCS1-v1_5', 'valid'],
      ['document-time-stamp', 'RSASSA-PKCS1-v1_5', 'valid'],
      ['approval', 'ECDSA', 'valid'],
      ['document-time-stamp', 'ECDSA', 'valid'],
    ]);
  });

  it('dss__TST_SIG_NOT_FOUND: the time-stamp verifies as encoded but its signed attributes are not DER', async () => {
    const [sig] = (await verify('dss__TST_SIG_NOT_FOUND.pdf')).signatures;
    const [stamp] = sig!.timeStamps;
    expect(stamp).toMatchObject({ valid: true, imprint: 'match', signature: 'valid' });
    expect(stamp!.tsa?.commonName).toBe('Certum QTST 2017');
    expect(stamp!.problems).toContain('signed-attributes-not-der');
  });
});

describe('integrity, identification and trust outcomes', () => {
  it('dss__pkcs7_sha1: the adbe.pkcs7.sha1 digest is checked, the detached one beside it too', async () => {
    const { signatures } = await verify('dss__pkcs7_sha1.pdf');
    expect(signatures.map((s) => [s.subFilter, s.intact, s.integrity.digest])).toEqual([
      ['adbe.pkcs7.sha1', true, 'match'],
      ['adbe.pkcs7.detached', true, 'match'],
    ]);
    expect(signatures[0]!.problems).toEqual(expect.arrayContaining(['weak-digest-algorithm', 'signer-not-identified']));
  });

  it.each([
    ['synthetic__sm2-sm3-valid.pdf', 'valid', true],
    ['synthetic__sm2-sm3-tampered.pdf', 'tampered', false],
  ])('%s is %s (SM2 with SM3)', async (file, line, intact) => {
    const [sig] = (await verify(file)).signatures;
    expect(sig).toMatchObject({ signatureAlgorithm: 'SM2', digestAlgorithm: 'SM3', intact, bottomLine: line });
    expect(sig!.trust.status).toBe('trusted');
  });

  it.each([
    ['dss__self-issued-qesig.pdf', 'certificate-chain-broken'],
    ['dss__pades-bes-no-certificates.pdf', 'signer-certificate-missing'],
    ['dss__DSS-1683.pdf', 'signer-not-identified'],
    ['pyhanko__ed448-disallowed-hash.pdf', 'algorithm-constraint'],
  ])('%s is indeterminate: %s', async (file, problem) => {
    const [sig] = (await verify(file)).signatures;
    expect(sig!.bottomLine).toBe('indeterminate');
    expect(sig!.problems).toContain(problem);
  });

  it.each([
    ['pyhanko__pdf-sig-with-econtent.pdf', 'content-not-detached'],
    ['pyhanko__coverage-tail-uncovered.pdf', 'coverage-not-revision'],
    ['pyhanko__coverage-weird-byterange.pdf', 'byte-range-gap-not-contents'],
    ['dss__pdf-signed-out-of-byteRange.pdf', 'byte-range-outside-file'],
    ['dss__pdf-with-empty-sig.pdf', 'contents-empty'],
    ['dss__BadEncodedCMS.pdf', 'cms-malformed'],
    ['dss__SHA256-SHA3_256withRSA.pdf', 'signature-algorithm-unsupported'],
    ['dss__Signature-P-HU_NET-2.pdf', 'digest-algorithm-invalid'],
  ])('%s is invalid: %s', async (file, problem) => {
    const [sig] = (await verify(file)).signatures;
    expect(sig!.bottomLine).toBe('invalid');
    expect(sig!.intact).toBe(false);
    expect(sig!.problems).toContain(problem);
  });

  it('pyhanko__ed448-shake256-nolen: Ed448 over a SHAKE256 message digest', async () => {
    const [sig] = (await verify('pyhanko__ed448-shake256-nolen.pdf')).signatures;
    expect(sig).toMatchObject({
      signatureAlgorithm: 'Ed448',
      digestAlgorithm: 'SHAKE256',
      intact: true,
      bottomLine: 'valid',
    });
  });

  it('pyhanko__pades-with-old-style-signing-cert-attr: chain to the pyHanko root, ESS v1 matches', async () => {
    const [sig] = (await verify('pyhanko__pades-with-old-style-signing-cert-attr.pdf')).signatures;
    expect(sig!.trusted).toBe(true);
    expect(sig!.trust.chain.map((c) => c.commonName)).toEqual(['Alice', 'Intermediate CA', 'Root CA']);
    expect(sig!.integrity.signingCertificate).toBe('match');
  });

  it('dss__certified-no-change-permitted: a certification signature with DocMDP P=1', async () => {
    const { signatures, document } = await verify('dss__certified-no-change-permitted.pdf');
    expect(document.docMdpPermission).toBe(1);
    expect(signatures[0]).toMatchObject({ kind: 'certification', docMdpPermission: 1, bottomLine: 'valid' });
  });

  it('reports encrypted and recovered files at document level', async () => {
    expect((await verify('dss__encrypted-R4-signed.pdf')).document).toMatchObject({
      encrypted: true,
      bottomLine: 'valid',
    });
    const corrupted = await verify('dss__pdf-signed-corrupted.pdf');
    expect(corrupted.document).toMatchObject({ recovered: true, bottomLine: 'invalid' });
    expect(corrupted.document.warnings).toContain('XREF_REBUILT');
  });

  it('reports placeholders and files without signatures as unsigned', async () => {
    const placeholder = await verify('signpdf__with-placeholder.pdf');
    expect(placeholder.signatures[0]).toMatchObject({ bottomLine: 'unsigned', problems: ['signature-not-filled'] });
    expect(placeholder.document.signatureCount).toBe(0);
    const plain = await verify('signpdf__w3dummy.pdf');
    expect(plain.signatures).toEqual([]);
    expect(plain.document.bottomLine).toBe('unsigned');
  });
});
