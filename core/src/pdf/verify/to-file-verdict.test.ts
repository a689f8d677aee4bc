// The CLI's and the server's per-file JSON from a report: a file passes only when every filled
// signature is intact, trusted and unchanged; placeholders are not signatures.
import { beforeAll, describe, expect, it } from 'vitest';
import { openPdf } from '../parse/document/open-pdf';
import { findSignatures } from '../parse/structure/find-signatures';
import { engine } from './testing/corpus.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { errorVerdict, toFileVerdict } from './to-file-verdict';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
let pki: TestPki;
beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
});

const verify = (bytes: Uint8Array, anchors = true) =>
  verifyPdf(bytes, { engine, trustAnchors: anchors ? [pki.root.der] : [], now: AT });

describe('toFileVerdict', () => {
  it('passes a trusted, intact signature, with its facts flattened', async () => {
    const signed = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
    expect(toFileVerdict('a.pdf', await verify(signed))).toEqual({
      file: 'a.pdf',
      status: 'valid',
      verdict: 'valid',
      reason: null,
      signatures: [
        {
          field: 'Signature1',
          signer: '张三',
          intact: true,
          trusted: true,
          coverage: 'whole',
          uncovered: 'none',
          modifiedAfterSigning: false,
          level: 'B-B',
          algorithm: 'ECDSA with SHA-256',
          signingTime: AT.toISOString(),
          timestamp: null,
          problems: [],
          verdict: 'valid',
          reason: null,
        },
      ],
    });
  });

  it('fails an untrusted one, and a document signed over by a placeholder only is unsigned', async () => {
    const signed = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
    expect(toFileVerdict('a.pdf', await verify(signed, false))).toMatchObject({
      status: 'invalid',
      verdict: 'indeterminate',
      reason: 'NO_CERTIFICATE_CHAIN_FOUND',
      signatures: [
        {
          intact: true,
          trusted: false,
          problems: ['certificate-not-trusted'],
          verdict: 'indeterminate',
          reason: 'NO_CERTIFICATE_CHAIN_FOUND',
        },
      ],
    });
    const placeholder = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT, placeholderOnly: true });
    expect(toFileVerdict('p.pdf', await verify(placeholder))).toEqual({
      file: 'p.pdf',
      status: 'unsigned',
      signatures: [],
    });
  });

  it('a file is as bad as its worst signature: a tampered one makes it invalid with HASH_FAILURE', async () => {
    const once = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
    const twice = await signForTest(once, { engine, pki, signingTime: AT, fieldName: 'Signature2' });
    const at = new TextDecoder('latin1').decode(twice).indexOf('(Contract)') + 1;
    const tampered = twice.slice();
    tampered[at] = 0x63; // 'C' → 'c', inside both signed ranges
    const verdict = toFileVerdict('t.pdf', await verify(tampered));
    expect(verdict).toMatchObject({ status: 'invalid', verdict: 'invalid', reason: 'HASH_FAILURE' });
    expect(verdict.signatures.map((s) => [s.verdict, s.reason])).toEqual([
      ['invalid', 'HASH_FAILURE'],
      ['invalid', 'HASH_FAILURE'],
    ]);
  });

  it('marks a later signature’s coverage of an earlier one as partial', async () => {
    const once = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
    const twice = await signForTest(once, { engine, pki, signingTime: AT, fieldName: 'Signature2' });
    const verdict = toFileVerdict('t.pdf', await verify(twice));
    expect(verdict.status).toBe('valid');
    expect(verdict.signatures.map((s) => [s.field, s.coverage, s.uncovered])).toEqual([
      ['Signature1', 'partial', 'later-revisions'],
      ['Signature2', 'whole', 'none'],
    ]);
  });

  it('tells a gap inside the signed revision apart from later revisions', async () => {
    // The /ByteRange stops 20 bytes short of the end of its revision; no later revision follows.
    const signed = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT });
    const { byteRange, byteRangeSpan } = findSignatures(openPdf(signed)).signatures[0]!;
    const [, a, b, c] = byteRange!;
    const short = `[0 ${a} ${b} ${c! - 20}]`.padEnd(byteRangeSpan!.end - byteRangeSpan!.start, ' ');
    const withGap = signed.slice();
    withGap.set(new TextEncoder().encode(short), byteRangeSpan!.start);
    const [signature] = toFileVerdict('g.pdf', await verify(withGap)).signatures;
    expect(signature).toMatchObject({ coverage: 'partial', uncovered: 'gap', verdict: 'invalid' });
  });

  it('gives an unreadable file its reason', () => {
    expect(errorVerdict('x.pdf', 'The file is not a PDF')).toEqual({
      file: 'x.pdf',
      status: 'error',
      signatures: [],
      error: 'The file is not a PDF',
    });
  });
});
