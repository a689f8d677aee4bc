/// <reference types="node" />
// signPdf judged by poppler's pdfsig (NSS) and qpdf: every algorithm and both SubFilters make a
// valid signature covering the whole document; corpus files of every xref kind, and files that
// are already signed, take a signature without disturbing the earlier ones; SM2, which NSS cannot
// check, is checked by OpenSSL.
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { constants, createPrivateKey, privateEncrypt } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { concatBytes } from '../asn1/concat-bytes';
import { bytesEqual } from '../asn1/bytes-equal';
import { parseSignedData } from '../cms/parse-signed-data';
import type { SignRequest } from '../crypto/types';
import { openPdf } from '../parse/document/open-pdf';
import { findSignatures } from '../parse/structure/find-signatures';
import { encodePem } from '../x509/pem';
import { signPdf } from './sign-pdf';
import { signerFromExternal } from './signer-from-external';
import { cleanScratch, hasTool, pdfsig, qpdfCheck } from './testing/pdf-tools.fixture';
import { makeTestPdf } from './testing/make-test-pdf.fixture';
import { twoToneSeal } from './testing/make-png.fixture';
import { NOW, engine, identity, type KeyKind } from './testing/test-pki.fixture';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const read = (file: string) => new Uint8Array(readFileSync(CORPUS + file));
const hasPdfsig = hasTool('pdfsig');
const hasQpdf = hasTool('qpdf');
const hasOpenSsl = (() => {
  try {
    return /OpenSSL 3/.test(execFileSync('openssl', ['version']).toString());
  } catch {
    console.log('skipping the OpenSSL check of SM2 signatures: no OpenSSL 3');
    return false;
  }
})();
afterAll(cleanScratch);

/** The signature signPdf just added (the last in the file). */
function lastSignature(bytes: Uint8Array) {
  const all = findSignatures(openPdf(bytes)).signatures;
  return all.sort((a, b) => a.offset! - b.offset!).at(-1)!;
}

describe('signPdf', () => {
  const kinds: Array<[KeyKind, string]> = [
    ['RSA-2048', 'SHA-256'],
    ['RSA-PSS', 'SHA-256'],
    ['P-256', 'SHA-256'],
    ['P-384', 'SHA-384'],
    ['P-521', 'SHA-512'],
  ];
  it.each(kinds)('%s: pdfsig calls the signature valid and total (%s)', async (kind, hash) => {
    const { signer } = await identity(kind);
    const input = makeTestPdf();
    const copy = input.slice();
    const signed = await signPdf(input, { signer, signingTime: NOW, reason: '同意签署', location: '上海' });
    expect(input).toEqual(copy);
    expect(signed.subarray(0, input.length)).toEqual(input);
    const sig = lastSignature(signed);
    expect(sig.subFilter).toBe('ETSI.CAdES.detached');
    const gap = sig.contentsSpan!;
    expect(sig.byteRange).toEqual([0, gap.start, gap.end, signed.length - gap.end]);
    expect(sig.dict.get('M')).toBeDefined();
    // PAdES baseline: the time is in /M, not in a signingTime attribute.
    expect(parseSignedData(sig.contents!).signerInfos[0]!.signingTime).toBeUndefined();
    if (hasPdfsig) {
      const report = pdfsig(signed);
      expect(report).toHaveLength(1);
      expect(report[0]).toMatchObject({ valid: true, totalDocument: true, type: 'ETSI.CAdES.detached', hash });
      expect(report[0]!.lines).toContain(`Signer Certificate Common Name: 张三 ${kind}`);
    }
    if (hasQpdf) expect(qpdfCheck(signed)).toMatchObject({ status: 0 });
  });

  it('adbe.pkcs7.detached: valid for pdfsig, with a signingTime attribute', async () => {
    const { signer } = await identity('RSA-2048');
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW, subFilter: 'adbe.pkcs7.detached' });
    const cms = parseSignedData(lastSignature(signed).contents!);
    expect(cms.signerInfos[0]!.signingTime).toEqual(NOW);
    if (hasPdfsig)
      expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true, type: 'adbe.pkcs7.detached' });
  });

  it('SM2 with SM3: OpenSSL checks the SM3 digest and the SM2 signature (NSS cannot)', async () => {
    const { signer, leaf } = await identity('SM2');
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW });
    const sig = lastSignature(signed);
    const info = parseSignedData(sig.contents!).signerInfos[0]!;
    expect(info.digestAlgorithm.oid).toBe('1.2.156.10197.1.401');
    expect(info.signatureAlgorithm.oid).toBe('1.2.156.10197.1.501');
    if (hasPdfsig) {
      // NSS has no SM2/SM3: pdfsig lists the signature but cannot validate it.
      const [report] = pdfsig(signed);
      expect(report!.valid).toBe(false);
      expect(report!.totalDocument).toBe(true);
    }
    if (!hasOpenSsl) return;
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-sm2-'));
    const [, a, b] = sig.byteRange!;
    writeFileSync(join(dir, 'covered'), concatBytes([signed.subarray(0, a), signed.subarray(b)]));
    writeFileSync(join(dir, 'attrs'), info.signedAttributesDer!);
    writeFileSync(join(dir, 'sig'), info.signature);
    writeFileSync(join(dir, 'pub.pem'), encodePem('PUBLIC KEY', leaf.publicKeyInfo.der));
    const sm3 = execFileSync('openssl', ['dgst', '-sm3', '-binary', join(dir, 'covered')]);
    expect(bytesEqual(new Uint8Array(sm3), info.messageDigest!)).toBe(true);
    const verified = execFileSync('openssl', [
      ...['pkeyutl', '-verify', '-pubin', '-inkey', join(dir, 'pub.pem'), '-rawin', '-digest', 'sm3'],
      ...['-pkeyopt', 'distid:1234567812345678', '-in', join(dir, 'attrs'), '-sigfile', join(dir, 'sig')],
    ]).toString();
    expect(verified).toContain('Signature Verified Successfully');
    rmSync(dir, { recursive: true, force: true });
  });

  it('an external signer that sees only the digest (HSM/KMS style) makes a valid signature', async () => {
    const { key, leaf, issuing } = await identity('RSA-2048');
    const nodeKey = createPrivateKey({ key: Buffer.from(key.pkcs8), format: 'der', type: 'pkcs8' });
    const requests: SignRequest[] = [];
    // An HSM doing raw RSA: PKCS#1 v1.5 padding of DigestInfo(SHA-256, digest), nothing else.
    const hsm = async (request: SignRequest) => {
      requests.push(request);
      const digestInfo = Buffer.concat([Buffer.from('3031300d060960864801650304020105000420', 'hex'), request.digest!]);
      return new Uint8Array(privateEncrypt({ key: nodeKey, padding: constants.RSA_PKCS1_PADDING }, digestInfo));
    };
    const signer = signerFromExternal(hsm, { engine, certificateChain: [leaf.der, issuing.der] });
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.algorithm).toEqual({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' });
    expect(requests[0]!.digest).toHaveLength(32);
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });

  const corpus: Array<[string, string]> = [
    ['signpdf__w3dummy.pdf', 'unsigned, classic xref table'],
    ['pyhanko__minimal-with-field.pdf', 'xref stream, an empty signature field'],
    ['pyhanko__minimal-signed-twice-both-created.pdf', 'linearized, object streams, two Adobe signatures'],
    ['signpdf__signed-twice.pdf', 'two node-signpdf signatures'],
    ['dss__pdf-signed-original.pdf', 'one PAdES signature'],
    ['dss__doc-firmado-LT.pdf', 'B-LT with a DSS'],
    ['dss__pdf-with-eof-cr.pdf', '%%EOF followed by CR only'],
  ];
  it.each(corpus)('%s (%s): a new signature, earlier ones as they were', async (file) => {
    const input = read(file);
    const copy = input.slice();
    const { signer } = await identity('P-256');
    const signed = await signPdf(input, {
      signer,
      signingTime: NOW,
      field: { page: 1, rect: [50, 50, 120, 60] },
      appearance: { image: twoToneSeal(), text: ['Zhang San'] },
    });
    expect(input).toEqual(copy);
    expect(signed.subarray(0, input.length)).toEqual(input);
    if (hasPdfsig) {
      const before = pdfsig(input);
      const after = pdfsig(signed);
      expect(after).toHaveLength(before.length + 1);
      before.forEach((b, i) => expect(after[i]).toMatchObject({ valid: b.valid, totalDocument: false }));
      expect(after.at(-1)).toMatchObject({ valid: true, totalDocument: true });
    }
    if (hasQpdf) {
      const was = qpdfCheck(input).status;
      expect(qpdfCheck(signed).status).toBe(was === 0 ? 0 : was);
    }
  });

  it('signs an existing empty signature field in place', async () => {
    const input = read('pyhanko__minimal-with-field.pdf');
    const [field] = findSignatures(openPdf(input)).fields;
    const { signer } = await identity('RSA-2048');
    const signed = await signPdf(input, { signer, signingTime: NOW, field: { name: field!.name } });
    const fields = findSignatures(openPdf(signed)).fields;
    expect(fields.map((f) => f.name)).toEqual([field!.name]);
    expect(fields[0]!.signature).toBeDefined();
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true, field: field!.name });
  });

  it('three signatures one after another: each earlier one stays valid and is not total', async () => {
    let bytes = makeTestPdf([{}, { rotate: 90 }]);
    const kinds: KeyKind[] = ['RSA-2048', 'P-256', 'RSA-PSS'];
    for (const [i, kind] of kinds.entries()) {
      const { signer } = await identity(kind);
      const before = bytes.slice();
      const next = await signPdf(bytes, {
        signer,
        signingTime: new Date(+NOW + i * 60_000),
        field: { page: 1 + (i % 2), rect: [60 + 150 * i, 100, 120, 80] },
        appearance: { image: twoToneSeal(), text: [`Signer ${i + 1}`] },
      });
      expect(bytes).toEqual(before);
      expect(next.subarray(0, bytes.length)).toEqual(bytes);
      bytes = next;
    }
    expect(findSignatures(openPdf(bytes)).fields.map((f) => f.name)).toEqual([
      'Signature1',
      'Signature2',
      'Signature3',
    ]);
    if (hasPdfsig) {
      const report = pdfsig(bytes);
      expect(report.map((r) => [r.field, r.valid, r.totalDocument])).toEqual([
        ['Signature1', true, false],
        ['Signature2', true, false],
        ['Signature3', true, true],
      ]);
    }
    if (hasQpdf) expect(qpdfCheck(bytes)).toMatchObject({ status: 0 });
  });

  it('grows /Contents and signs again when the reservation is too small', async () => {
    const { signer } = await identity('RSA-2048');
    const signed = await signPdf(makeTestPdf(), { signer, signingTime: NOW, contentsSize: 64 });
    expect(lastSignature(signed).contents!.length).toBeGreaterThan(1000);
    if (hasPdfsig) expect(pdfsig(signed)[0]).toMatchObject({ valid: true, totalDocument: true });
  });
});
