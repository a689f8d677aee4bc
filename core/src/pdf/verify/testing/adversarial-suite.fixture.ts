// Test fixture: one PDF per known attack on PDF signatures, made from the project's own test PKI,
// each with the verdict a correct validator must reach. The attack classes: shadow attacks (hide,
// replace, hide-and-replace: content prepared before signing and switched by a later update
// through overlays, object streams or a forged xref entry, one of them into a signature's
// /Contents), incremental saving attacks (content, pages or annotations appended after signing),
// signature wrapping (the second signed range moved or the CMS copied into another dictionary),
// universal signature forgery (a signature dictionary with /Contents or /ByteRange missing, empty,
// null, short or overlapping), a rewritten signature dictionary, a document time-stamp copied
// from another document, an ESS signing-certificate naming another certificate, encrypted
// documents, data appended after the last %%EOF, and signers revoked by the document's own CRL or
// OCSP response. Every signature, time-stamp, CRL and OCSP response chains to one root, so each
// validator (the CLI, the portal, the extension) trusts the same single anchor. The same files are written out for other
// validators by tests/bench/support/write-adversarial-suite.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { derExplicit, derSequence } from '../../asn1/der-encode';
import { derInteger, derOctetString } from '../../asn1/der-encode-values';
import { OID } from '../../asn1/oids';
import { buildAttribute } from '../../cms/build-attribute';
import { buildTimeStampToken } from '../../cms/build-time-stamp-token';
import type { CryptoEngine, GeneratedKeyPair } from '../../crypto/types';
import { buildOcspCertId } from '../../ocsp/ocsp-cert-id';
import { buildOcspResponse } from '../../ocsp/build-ocsp-response';
import { openPdf } from '../../parse/document/open-pdf';
import { findSignatures } from '../../parse/structure/find-signatures';
import { appendUpdate, latin1, streamBody, text } from '../../parse/testing/make-pdf.fixture';
import { signPdf } from '../../sign/sign-pdf';
import { makeTestPdf } from '../../sign/testing/make-test-pdf.fixture';
import type { PdfSigner, RevocationData, TimeStamper } from '../../sign/types';
import { nextObjectNumber } from '../../write/next-object-number';
import { buildCertificate } from '../../x509/build-certificate';
import { buildCrl } from '../../x509/build-crl';
import type { Certificate } from '../../x509/certificate';
import type { Verdict, VerdictReason } from '../derive-verdict';
import type { SignatureProblem } from '../problem-codes';
import { appearanceStream, makeShadowDocument, nameField, pageResources, SHOWN_TEXT } from './attack-documents.fixture';
import {
  contentsHex,
  pointObjectAt,
  pointObjectAtOffset,
  signatureBody,
  wrapSignature,
} from './attack-updates.fixture';
import { objectStreamBody } from './object-stream.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './sign-for-test.fixture';

export type AttackClass =
  | 'control'
  | 'shadow-hide'
  | 'shadow-replace'
  | 'shadow-hide-and-replace'
  | 'incremental-saving'
  | 'signature-wrapping'
  | 'universal-signature-forgery'
  | 'spoofed-signature-dictionary'
  | 'copied-time-stamp'
  | 'ess-signing-certificate'
  | 'revoked-certificate'
  | 'encryption';

export interface AdversarialCase {
  /** File name stem, kebab-case. */
  readonly name: string;
  readonly attack: AttackClass;
  /** What the attacker did, in a sentence. */
  readonly description: string;
  readonly bytes: Uint8Array;
  /** The file's verdict: its worst signature's; `unsigned` when no signature was filled in. */
  readonly verdict: Verdict | 'unsigned';
  readonly reason: VerdictReason | null;
  /** A problem code the deciding signature must report (a warning for a valid file), if any. */
  readonly problem: SignatureProblem | null;
  /** Where this validator does not reach the expected verdict yet: what it says instead, and why. */
  readonly knownGap?: {
    readonly verdict: Verdict | 'unsigned';
    readonly reason: VerdictReason | null;
    readonly why: string;
  };
}

export interface AdversarialSuite {
  readonly cases: readonly AdversarialCase[];
  /** The one root every signature, time-stamp, CRL and OCSP response of the suite chains to. */
  readonly trustAnchors: readonly [Certificate];
  /**
   * That root's PKCS#8 key: a server started with the suite's root as its platform CA
   * (PKI_ROOT_CERT, PKI_ISSUING_CERT, PKI_ISSUING_KEY) serves it as /ecapi/pki/root.pem, the
   * anchor the portal and the extension trust.
   */
  readonly rootKeyPkcs8: Uint8Array;
  /** The validation time the verdicts hold for (the certificates are valid around it). */
  readonly at: Date;
}

const QPDF = '/usr/bin/qpdf';

/** `bytes` encrypted by qpdf (an independent writer) with the given key arguments. */
function encryptWithQpdf(bytes: Uint8Array, args: readonly string[]): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-adversarial-'));
  try {
    writeFileSync(join(dir, 'in.pdf'), bytes);
    execFileSync(QPDF, [
      join(dir, 'in.pdf'),
      '--allow-weak-crypto',
      '--encrypt',
      '',
      'owner',
      ...args,
      '--',
      join(dir, 'out.pdf'),
    ]);
    return new Uint8Array(readFileSync(join(dir, 'out.pdf')));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** signingCertificateV2 naming `hashOf` by its hash, with `pki`'s signer's issuer and serial. */
async function essNaming(engine: CryptoEngine, pki: TestPki, hashOf: Certificate): Promise<Uint8Array> {
  const hash = await engine.digest('SHA-256', hashOf.der);
  const issuerSerial = derSequence(
    derSequence(derExplicit(4, pki.signer.issuer.der)),
    derInteger(pki.signer.serialNumber),
  );
  return buildAttribute(
    OID.signingCertificateV2,
    derSequence(derSequence(derSequence(derOctetString(hash), issuerSerial))),
  );
}

/** `target` with its document time-stamp token replaced by the one of `source`. */
function copyDocumentTimeStamp(target: Uint8Array, source: Uint8Array): Uint8Array {
  const span = (bytes: Uint8Array) => findSignatures(openPdf(bytes)).signatures[1]!.contentsSpan!;
  const to = span(target);
  const from = span(source);
  const token = text(source.subarray(from.start + 1, from.end - 1)).replace(/(00)+$/, '');
  const out = target.slice();
  out.set(latin1(token.padEnd(to.end - to.start - 2, '0')), to.start + 1);
  return out;
}

/** `bytes` with `tail` appended as is: no xref section, no trailer, no %%EOF. */
function appendTail(bytes: Uint8Array, tail: string): Uint8Array {
  const extra = latin1(tail);
  const out = new Uint8Array(bytes.length + extra.length);
  out.set(bytes);
  out.set(extra, bytes.length);
  return out;
}

const DAY = 86_400_000;
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** An end-entity certificate under `pki`'s root, for `purpose` (a signer or a TSA). */
async function issueUnderRoot(
  engine: CryptoEngine,
  pki: TestPki,
  at: Date,
  commonName: string,
  purpose: 'signer' | 'tsa',
  serialNumber: bigint,
): Promise<{ certificate: Certificate; keys: GeneratedKeyPair }> {
  const keys = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
  const certificate = await buildCertificate({
    engine,
    serialNumber,
    subject: [
      ['C', 'CN'],
      ['O', 'ecsign tests'],
      ['CN', commonName],
    ],
    issuer: pki.root,
    notBefore: new Date(at.getTime() - 30 * DAY),
    notAfter: new Date(at.getTime() + 365 * DAY),
    publicKey: keys.spki,
    signatureAlgorithm: ECDSA,
    signer: pki.rootKey.privateKey,
    extensions:
      purpose === 'tsa'
        ? { keyUsage: ['digitalSignature', 'nonRepudiation'], extendedKeyUsage: [OID.ekuTimeStamping] }
        : { basicConstraints: { ca: false }, keyUsage: ['digitalSignature', 'nonRepudiation'] },
  });
  return { certificate, keys };
}

/** An RFC 3161 authority under the suite's root, stamping `genTime`. */
async function suiteTimeStamper(engine: CryptoEngine, pki: TestPki, at: Date): Promise<TimeStamper> {
  const tsa = await issueUnderRoot(engine, pki, at, 'ecsign tests TSA', 'tsa', 3n);
  let serial = 1000n;
  return ({ digestAlgorithm, digest }) =>
    buildTimeStampToken({
      engine,
      signer: tsa.keys.privateKey,
      tsaCertificate: tsa.certificate,
      certificates: [pki.root],
      digestAlgorithm: 'SHA-256',
      signatureAlgorithm: ECDSA,
      policy: '1.3.6.1.4.1.99999.1.1',
      serialNumber: serial++,
      genTime: new Date(at.getTime() + 5000),
      messageImprint: { digestAlgorithm, digest },
    });
}

/** A CRL signed by the root listing `revoked` as revoked since `since`. */
const crlRevoking = (engine: CryptoEngine, pki: TestPki, revoked: Certificate, since: Date, at: Date) =>
  buildCrl({
    engine,
    issuer: pki.root,
    signer: pki.rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    thisUpdate: new Date(at.getTime() - DAY / 2),
    nextUpdate: new Date(at.getTime() + 7 * DAY),
    crlNumber: 1n,
    revoked: [{ serialNumber: revoked.serialNumber, revocationDate: since, reason: 'keyCompromise' }],
  });

/** An OCSP response signed by the root saying `revoked` was revoked at `since`. */
async function ocspRevoking(engine: CryptoEngine, pki: TestPki, revoked: Certificate, since: Date, at: Date) {
  return buildOcspResponse({
    engine,
    signer: pki.rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    responderCertificate: pki.root,
    producedAt: at,
    responses: [
      {
        certId: await buildOcspCertId(engine, pki.root, revoked.serialNumber),
        status: 'revoked',
        revocationTime: since,
        reason: 'keyCompromise',
        thisUpdate: at,
      },
    ],
  });
}

const RANGE = '[RANGE]';
const RANGE_ROOM = '[0 0000000000 0000000000 0000000000]';

/**
 * A signature field whose dictionary an attacker wrote by hand into an unsigned document: `sig`
 * is the dictionary's body; the CMS it may carry is a real one over another document. A
 * `[RANGE]` in it becomes a /ByteRange that fits this file: everything but its /Contents string,
 * or the whole file when it has none.
 */
function forgeSignature(base: Uint8Array, sig: string): Uint8Array {
  const next = nextObjectNumber(openPdf(base));
  const field = `<< /FT /Sig /T (Signature1) /V ${next} 0 R /Type /Annot /Subtype /Widget /Rect [0 0 0 0] /F 132 /P 3 0 R >>`;
  const out = appendUpdate(
    base,
    [
      { num: 1, body: `<< /Type /Catalog /Pages 2 0 R /AcroForm << /Fields [${next + 1} 0 R] /SigFlags 3 >> >>` },
      {
        num: 3,
        body: `<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> /Annots [${next + 1} 0 R] >>`,
      },
      { num: next, body: sig.replace(RANGE, RANGE_ROOM) },
      { num: next + 1, body: field },
    ],
    { trailer: '/Root 1 0 R' },
  );
  const source = text(out);
  const at = source.lastIndexOf(RANGE_ROOM);
  if (at < base.length) return out;
  const open = source.indexOf('/Contents <', at);
  const start = open < 0 ? out.length : open + '/Contents '.length;
  const end = open < 0 ? out.length : source.indexOf('>', start) + 1;
  const ranges = `[0 ${start} ${end} ${out.length - end}]`;
  out.set(latin1(ranges.padEnd(RANGE_ROOM.length, ' ')), at);
  return out;
}

/** Builds every case. Key generation and signing take a few seconds. */
export async function buildAdversarialSuite(engine: CryptoEngine, at: Date): Promise<AdversarialSuite> {
  const pki = await makeTestPki(engine, at);
  const other = await makeTestPki(engine, at);
  const sign = (bytes: Uint8Array, extra: Partial<Parameters<typeof signForTest>[1]> = {}) =>
    signForTest(bytes, { engine, pki, signingTime: at, ...extra });

  const shadow = await sign(makeShadowDocument());
  const next = nextObjectNumber(openPdf(shadow));
  const plain = makeBasePdf();
  const signed = await sign(plain);
  const certified = await sign(plain, { docMdp: 1 });
  const cms = contentsHex(signed);
  const signedNext = nextObjectNumber(openPdf(signed));
  const freeText = (bytes: Uint8Array) => {
    const n = nextObjectNumber(openPdf(bytes));
    const annots = findSignatures(openPdf(bytes)).fields.map((f) => `${f.field.ref?.num ?? 0} 0 R`);
    return appendUpdate(
      bytes,
      [
        {
          num: 3,
          body: `<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> /Annots [${[...annots, `${n} 0 R`].join(' ')}] >>`,
        },
        {
          num: n,
          body: `<< /Type /Annot /Subtype /FreeText /Rect [60 690 360 720] /Contents (${SHOWN_TEXT}) /DA (/Helv 12 Tf 0 g) /F 4 >>`,
        },
      ],
      { trailer: '/Root 1 0 R' },
    );
  };
  const spoofed = signatureBody(signed);
  const ranges = (bytes: Uint8Array) => findSignatures(openPdf(bytes)).signatures[0]!.byteRange!;
  const [, a, b, c] = ranges(signed) as [number, number, number, number];

  const timeStamper = await suiteTimeStamper(engine, pki, at);
  const signerOf = (certificate: Certificate, keys: { privateKey: GeneratedKeyPair['privateKey'] }): PdfSigner => ({
    engine,
    key: keys.privateKey,
    certificateChain: [certificate.der, pki.root.der],
  });
  const signWithEngine = (pages: number, signer: PdfSigner, level: 'B-LT' | 'B-LTA', revocation: RevocationData) =>
    signPdf(makeTestPdf(Array.from({ length: pages }, () => ({}))), {
      signer,
      signingTime: at,
      level,
      timeStamper,
      revocation,
    });
  const suiteSigner = signerOf(pki.signer, { privateKey: pki.key });
  // An OCSP response of status "successful" with no body: counted as revocation data, proves nothing.
  const signLta = (pages: number) =>
    signWithEngine(pages, suiteSigner, 'B-LTA', { ocspResponses: [Uint8Array.from([0x30, 0x03, 0x0a, 0x01, 0x00])] });
  const revokedSigner = await issueUnderRoot(engine, pki, at, '李四', 'signer', 4n);
  const lateRevokedSigner = await issueUnderRoot(engine, pki, at, '王五', 'signer', 5n);

  const modified = {
    verdict: 'invalid',
    reason: 'SIG_CONSTRAINTS_FAILURE',
    problem: 'modified-after-signing',
  } as const;
  const cases: AdversarialCase[] = [
    {
      name: 'control-signed',
      attack: 'control',
      description: 'a document signed by the test signer, unchanged',
      bytes: signed,
      verdict: 'valid',
      reason: null,
      problem: null,
    },
    {
      name: 'control-shadow-document-signed',
      attack: 'control',
      description: 'the document prepared for the shadow attacks, signed and not yet switched',
      bytes: shadow,
      verdict: 'valid',
      reason: null,
      problem: null,
    },
    {
      name: 'shadow-hide-overlay-emptied',
      attack: 'shadow-hide',
      description: 'the white box with the signed amount is replaced by an empty stream: the hidden amount shows',
      bytes: appendUpdate(shadow, [{ num: 6, body: streamBody('', '') }], { trailer: '/Root 1 0 R' }),
      ...modified,
    },
    {
      name: 'shadow-hide-overlay-dropped-from-page',
      attack: 'shadow-hide',
      description: "the page's /Contents no longer lists the overlay",
      bytes: appendUpdate(
        shadow,
        [
          {
            num: next,
            body: objectStreamBody([
              {
                num: 3,
                body: '<< /Type /Page /Parent 2 0 R /Contents [4 0 R] /Resources 5 0 R /Annots [10 0 R] >>',
              },
            ]),
          },
        ],
        { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R', compressed: { 3: [next, 0] } },
      ),
      ...modified,
    },
    {
      name: 'shadow-replace-font-in-object-stream',
      attack: 'shadow-replace',
      description: 'the page font is replaced inside a new object stream (the glyphs can draw other text)',
      bytes: appendUpdate(
        shadow,
        [{ num: next, body: objectStreamBody([{ num: 5, body: pageResources('Courier') }]) }],
        {
          xref: 'stream',
          xrefNum: next + 1,
          trailer: '/Root 1 0 R',
          compressed: { 5: [next, 0] },
        },
      ),
      ...modified,
    },
    {
      name: 'shadow-replace-field-appearance',
      attack: 'shadow-replace',
      description: 'the filled field keeps its value but gets an appearance showing another one, in an object stream',
      bytes: appendUpdate(
        shadow,
        [
          {
            num: next,
            body: objectStreamBody([{ num: 10, body: nameField(`/V (Alice) /AP << /N ${next + 1} 0 R >>`) }]),
          },
          { num: next + 1, body: appearanceStream('Mallory') },
        ],
        { xref: 'stream', xrefNum: next + 2, trailer: '/Root 1 0 R', compressed: { 10: [next, 0] } },
      ),
      ...modified,
    },
    {
      name: 'shadow-replace-object-stream-renumbered',
      attack: 'shadow-replace',
      description:
        "a new object stream under the old one's number redefines the field; no xref entry of the field changes",
      bytes: appendUpdate(
        shadow,
        [
          {
            num: 30,
            body: objectStreamBody([
              { num: 10, body: nameField(`/V (Alice) /AP << /N ${next} 0 R >>`) },
              { num: 5, body: pageResources('Helvetica') },
            ]),
          },
          { num: next, body: appearanceStream('Mallory') },
        ],
        { xref: 'stream', xrefNum: next + 1, trailer: '/Root 1 0 R' },
      ),
      ...modified,
    },
    {
      name: 'shadow-hide-and-replace-xref-offset',
      attack: 'shadow-hide-and-replace',
      description: "a revision whose xref sends the page (3) to the prepared page's bytes (8): nothing new is written",
      bytes: pointObjectAt(shadow, 3, 8),
      ...modified,
    },
    {
      name: 'shadow-hide-and-replace-object-stream-slot',
      attack: 'shadow-hide-and-replace',
      description: "an xref stream entry sends the page resources (5) to the field's slot in an object stream",
      bytes: appendUpdate(shadow, [], {
        xref: 'stream',
        xrefNum: next,
        trailer: '/Root 1 0 R',
        compressed: { 5: [30, 0] },
      }),
      ...modified,
    },
    {
      name: 'shadow-hide-xref-into-contents',
      attack: 'shadow-hide',
      description:
        "a revision whose xref sends the overlay (6) into the signature's /Contents: a viewer that reads there drops the overlay",
      bytes: pointObjectAtOffset(shadow, 6, findSignatures(openPdf(shadow)).signatures[0]!.contentsSpan!.start + 21),
      ...modified,
    },
    {
      name: 'incremental-saving-content-replaced',
      attack: 'incremental-saving',
      description: 'an appended revision replaces the page content stream',
      bytes: appendUpdate(signed, [{ num: 4, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Void) Tj ET') }], {
        trailer: '/Root 1 0 R',
      }),
      ...modified,
    },
    {
      name: 'incremental-saving-page-added',
      attack: 'incremental-saving',
      description: 'an appended revision adds a page to the page tree',
      bytes: appendUpdate(
        signed,
        [
          { num: 2, body: `<< /Type /Pages /Kids [3 0 R ${signedNext} 0 R] /Count 2 /MediaBox [0 0 595 842] >>` },
          { num: signedNext, body: `<< /Type /Page /Parent 2 0 R /Contents ${signedNext + 1} 0 R >>` },
          { num: signedNext + 1, body: streamBody('', 'BT /F1 12 Tf 72 700 Td (Annex: all rights waived) Tj ET') },
        ],
        { trailer: '/Root 1 0 R' },
      ),
      ...modified,
    },
    {
      name: 'incremental-saving-annotation-after-approval',
      attack: 'incremental-saving',
      description:
        'a FreeText annotation over the text, after an approval signature: annotations are allowed then (it is listed as a modification)',
      bytes: freeText(signed),
      verdict: 'valid',
      reason: null,
      problem: null,
    },
    {
      name: 'incremental-saving-annotation-after-certification',
      attack: 'incremental-saving',
      description: 'the same annotation after a certification signature that allows no changes (DocMDP P=1)',
      bytes: freeText(certified),
      ...modified,
    },
    {
      name: 'incremental-saving-objects-after-eof',
      attack: 'incremental-saving',
      description:
        'a replacement page content stream appended after the last %%EOF with no xref or trailer (a viewer that repairs the file reads it)',
      bytes: appendTail(
        signed,
        '4 0 obj\n<< /Length 35 >>\nstream\nBT /F1 12 Tf 72 700 Td (Void) Tj ET\nendstream\nendobj\n',
      ),
      verdict: 'invalid',
      reason: 'FORMAT_FAILURE',
      problem: 'objects-after-last-eof',
    },
    {
      name: 'incremental-saving-bytes-after-eof',
      attack: 'incremental-saving',
      description:
        'text that is no PDF object appended after the last %%EOF: covered by no signature, reported as a warning',
      bytes: appendTail(signed, 'Approved by the board, see annex\n'),
      verdict: 'valid',
      reason: null,
      problem: 'bytes-after-last-eof',
    },
    {
      name: 'signature-wrapping-byte-range-moved',
      attack: 'signature-wrapping',
      description:
        'bytes inserted after /Contents and the second signed range moved behind them; /ByteRange rewritten to match',
      // The payload is a dictionary entry, so the signature dictionary still parses around it.
      bytes: wrapSignature(signed, ' /Payload (BT /F1 12 Tf 72 700 Td \\(Void\\) Tj ET)'),
      verdict: 'invalid',
      reason: 'FORMAT_FAILURE',
      problem: 'byte-range-gap-not-contents',
    },
    {
      name: 'signature-wrapping-contents-relocated',
      attack: 'signature-wrapping',
      description:
        'the signature dictionary redefined in a later revision around the same CMS and /ByteRange: the signed original is what counts',
      bytes: appendUpdate(
        signed,
        [
          {
            num: spoofed.num,
            body: `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 ${a} ${b} ${c}] /Contents <${cms}> >>`,
          },
        ],
        { trailer: '/Root 1 0 R' },
      ),
      ...modified,
    },
    ...(
      [
        // No /Contents at all claims no signature: reported as a field never signed, not valid.
        ['contents-missing', `/ByteRange ${RANGE}`, 'unsigned', null, 'signature-not-filled'],
        ['contents-empty', `/ByteRange ${RANGE} /Contents <>`, 'invalid', 'FORMAT_FAILURE', 'contents-empty'],
        [
          'contents-zeros',
          `/ByteRange ${RANGE} /Contents <${'0'.repeat(512)}>`,
          'invalid',
          'FORMAT_FAILURE',
          'contents-empty',
        ],
        [
          'cms-of-another-document',
          `/ByteRange ${RANGE} /Contents <${cms}>`,
          'invalid',
          'HASH_FAILURE',
          'digest-mismatch',
        ],
        ['byte-range-missing', `/Contents <${cms}>`, 'invalid', 'FORMAT_FAILURE', 'byte-range-malformed'],
        ['byte-range-null', `/ByteRange null /Contents <${cms}>`, 'invalid', 'FORMAT_FAILURE', 'byte-range-malformed'],
        [
          'byte-range-short',
          `/ByteRange [0 ${a}] /Contents <${cms}>`,
          'invalid',
          'FORMAT_FAILURE',
          'byte-range-malformed',
        ],
        [
          'byte-range-overlapping',
          `/ByteRange [0 ${a} ${a - 100} ${c}] /Contents <${cms}>`,
          'invalid',
          'FORMAT_FAILURE',
          'byte-range-malformed',
        ],
        [
          'placeholder-outside-file',
          `/ByteRange [0 ${a} ${b} ${c * 1000}] /Contents <>`,
          'unsigned',
          null,
          'signature-not-filled',
        ],
      ] as const
    ).map(([name, entries, verdict, reason, problem]): AdversarialCase => ({
      name: `universal-signature-forgery-${name}`,
      attack: 'universal-signature-forgery',
      description: `a hand-written signature dictionary: ${entries.replace(/<[0-9a-f]{16,}>/, '<CMS of another document>')}`,
      bytes: forgeSignature(
        plain,
        `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached ${entries} >>`,
      ),
      verdict,
      reason,
      problem,
    })),
    {
      name: 'spoofed-signature-dictionary-reason',
      attack: 'spoofed-signature-dictionary',
      description: 'the signed signature dictionary rewritten in a later revision with another /Reason',
      bytes: appendUpdate(
        signed,
        [{ num: spoofed.num, body: spoofed.body.replace(/>>\s*$/, ' /Reason (Approved by the board) >>') }],
        { trailer: '/Root 1 0 R' },
      ),
      ...modified,
    },
    {
      name: 'copied-document-time-stamp',
      attack: 'copied-time-stamp',
      description: "the document time-stamp's token replaced by one made for another document",
      bytes: copyDocumentTimeStamp(await signLta(1), await signLta(2)),
      verdict: 'indeterminate',
      reason: 'NO_POE',
      problem: 'time-stamp-imprint-mismatch',
    },
    {
      name: 'ess-signing-certificate-of-another-certificate',
      attack: 'ess-signing-certificate',
      description: 'the signing-certificate-v2 attribute names another certificate by hash',
      bytes: await sign(plain, { essAttributes: [await essNaming(engine, pki, other.signer)] }),
      verdict: 'indeterminate',
      reason: 'NO_SIGNING_CERTIFICATE_FOUND',
      problem: 'signing-certificate-mismatch',
    },
    {
      name: 'revoked-signer-crl-in-dss',
      attack: 'revoked-certificate',
      description: "the signer's certificate revoked a day before signing, as the CRL in the document's DSS says",
      bytes: await signWithEngine(1, signerOf(revokedSigner.certificate, revokedSigner.keys), 'B-LT', {
        crls: [await crlRevoking(engine, pki, revokedSigner.certificate, new Date(at.getTime() - DAY), at)],
      }),
      verdict: 'invalid',
      reason: 'REVOKED',
      problem: 'certificate-revoked',
    },
    {
      name: 'revoked-signer-ocsp-after-time-stamp',
      attack: 'revoked-certificate',
      description:
        'an OCSP response in the DSS says the certificate was revoked an hour after the time-stamped signing: the signature stands',
      bytes: await signWithEngine(1, signerOf(lateRevokedSigner.certificate, lateRevokedSigner.keys), 'B-LT', {
        ocspResponses: [
          await ocspRevoking(engine, pki, lateRevokedSigner.certificate, new Date(at.getTime() + DAY / 24), at),
        ],
      }),
      verdict: 'valid',
      reason: null,
      problem: 'certificate-revoked-after-signing',
    },
  ];
  if (existsSync(QPDF)) {
    cases.push(
      {
        name: 'encryption-rc4-128',
        attack: 'encryption',
        description: 'signed after encryption with RC4 (128-bit): valid, with a warning that the cipher is broken',
        bytes: await sign(encryptWithQpdf(plain, ['128', '--use-aes=n'])),
        verdict: 'valid',
        reason: null,
        problem: 'encryption-weak',
      },
      {
        name: 'encryption-aes-128',
        attack: 'encryption',
        description: 'signed after encryption with AES (128-bit): valid, no warning',
        bytes: await sign(encryptWithQpdf(plain, ['128', '--use-aes=y'])),
        verdict: 'valid',
        reason: null,
        problem: null,
      },
    );
  }
  return { cases, trustAnchors: [pki.root], rootKeyPkcs8: pki.rootKey.pkcs8, at };
}
