/// <reference types="node" />
// Every signature of the signature corpus (tests/fixtures/pdf-signatures) through the CMS layer:
// parse, signer, algorithms, and the cryptographic verdict with the document digest computed
// from the ByteRange. /Contents and /ByteRange are found by a regex here — the real PDF reader is
// core/src/pdf/parse; a ByteRange counts only if its gap is exactly this /Contents.
// Outcomes: 'intact'; a problem code; 'signature-valid' where the PDF itself has no usable
// ByteRange for this /Contents (an edited or copied signature dictionary — the validator's case),
// so only the signature over the signed attributes is checked; 'parse-error' for unfilled
// placeholders and the non-DER CMS that OpenSSL and BouncyCastle refuse too.
import { fileURLToPath } from 'node:url';
import { getRandomValues } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURVES } from '../crypto/ec-curves';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { DigestAlgorithm } from '../crypto/types';
import { parseSignedData } from './parse-signed-data';
import { verifySignatureTimeStamps } from './verify-signature-time-stamps';
import { verifySignerInfo } from './verify-signer-info';

const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));
const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });

type Expected = 'parse-error' | [cn: string | null, digest: string, signature: string, outcome: string];

const EXPECTED: Record<string, Expected[]> = {
  'dss__BadEncodedCMS.pdf': ['parse-error'],
  'dss__DSS-1683.pdf': [['NetLock Signassist Test Signer', 'sha1', 'rsaEncryption', 'intact']],
  'dss__DSS-3226.pdf': [
    ['SetaPDF-Demo', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['SetaPDF-Demo', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'dss__SHA256-SHA3_256withRSA.pdf': [
    ['CIUDADANO FICTICIO ACTIVO', 'sha256', 'rsaWithSha3_256', 'signature-algorithm-unsupported'],
  ],
  'dss__Signature-P-BG_BOR-1.pdf': [['Valentin Tsvetanov Ivanov', 'sha512', 'rsaEncryption', 'intact']],
  'dss__Signature-P-DE_SCI-4.pdf': [
    ['Tilo Kienitz', 'sha256', 'rsassaPss', 'intact'],
    ['AuthentiDate Timestamp Authority C058 1:PN', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'dss__Signature-P-HU_NET-2.pdf': [
    ['Csegöldi Csaba Zoltán', 'sha256WithRSAEncryption', 'rsaEncryption', 'digest-algorithm-invalid'],
  ],
  'dss__Signature-P-HU_POL-7.pdf': [
    ['POLYSYS Ltd.', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Qualified eIDAS e-Szigno TSA 2019 03', 'sha256', 'rsaEncryption', 'intact'],
    ['POLYSYS kft.', 'sha256', 'ecdsaWithSha256', 'intact'],
    ['e-Szigno Qualified TSA 2019 02', 'sha256', 'ecdsaWithSha256', 'intact'],
  ],
  'dss__TST_SIG_NOT_FOUND.pdf': [['Tomasz Spociński', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__certified-no-change-permitted.pdf': [['EC_MARKT_A', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__doc-firmado-LT.pdf': [
    ['FRANCISCO DE LA PEÑA FERNANDEZ (FIRMA)', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'dss__doc-firmado-T.pdf': [['FRANCISCO DE LA PEÑA FERNANDEZ (FIRMA)', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__dss-2236-hide.pdf': [['Firstname Lastname', 'sha256', 'rsaEncryption', 'intact']],
  'dss__encrypted-R4-signed.pdf': [
    ['Pierrick Vandenbroucke (Signature)', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'dss__hello_signed_INCSAVE_signed.pdf': [
    ['MonacelliTestIncard 02 2016 MarcoTestIncard 02  2016', 'sha256', 'rsaEncryption', 'intact'],
    ['MonacelliTestIncard 02 2016 MarcoTestIncard 02  2016', 'sha256', 'rsaEncryption', 'intact'],
  ],
  'dss__hello_signed_INCSAVE_signed_EDITED.pdf': [
    ['MonacelliTestIncard 02 2016 MarcoTestIncard 02  2016', 'sha256', 'rsaEncryption', 'intact'],
    ['MonacelliTestIncard 02 2016 MarcoTestIncard 02  2016', 'sha256', 'rsaEncryption', 'signature-valid'],
  ],
  'dss__malformed-pades.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'message-digest-mismatch']],
  'dss__pades-bes-no-certificates.pdf': [[null, 'sha512', 'sha512WithRSAEncryption', 'signer-certificate-missing']],
  'dss__pades-bes.pdf': [['good-user', 'sha512', 'sha512WithRSAEncryption', 'intact']],
  'dss__pades-epes.pdf': [['good-user', 'sha512', 'sha512WithRSAEncryption', 'intact']],
  'dss__pades-ltv.pdf': [
    ['good-user', 'sha512', 'sha512WithRSAEncryption', 'intact'],
    ['good-tsa', 'sha512', 'sha512WithRSAEncryption', 'intact'],
    ['good-tsa', 'sha512', 'sha512WithRSAEncryption', 'intact'],
  ],
  'dss__pades-signed-annot-added.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__pades-spoofing-replaced-reason.pdf': [
    ['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['good-user', 'sha256', 'sha256WithRSAEncryption', 'signature-valid'],
  ],
  'dss__pades-unsupported-signature-algorithm.pdf': [
    ['good-user', 'sha256', 'prime256v1', 'signature-algorithm-unknown'],
  ],
  'dss__pdf-byterange-overlap.pdf': [
    ['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['good-user', 'sha256', 'sha256WithRSAEncryption', 'signature-valid'],
  ],
  'dss__pdf-eof.pdf': [['qualified.esign.co.uk', 'sha256', 'ecdsaWithSha256', 'signature-valid']],
  'dss__pdf-signed-added-page.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__pdf-signed-corrupted.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'signature-valid']],
  'dss__pdf-signed-original.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__pdf-signed-out-of-byteRange.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'signature-valid']],
  'dss__pdf-with-empty-sig.pdf': ['parse-error'],
  'dss__pdf-with-eof-cr.pdf': [['Benoit Schweblin', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__pkcs7-no-message-digest.pdf': [['EKEMEN ERDEM', 'sha1', 'rsaEncryption', 'intact']],
  'dss__pkcs7.pdf': [['Naoto Miyachi', 'sha256', 'rsaEncryption', 'intact']],
  'dss__pkcs7_sha1.pdf': [
    [
      'DESCRIPCION SERVICIO DE FIRMA DE DIARIOS OFICIALES - ENTIDAD AGENCIA ESTATAL BOLETÍN OFICIAL DEL ESTADO - CIF Q2811001C',
      'sha1',
      'rsaEncryption',
      'intact',
    ],
    ['ANF Usuario Activo', 'sha1', 'rsaEncryption', 'intact'],
  ],
  'dss__self-issued-qesig.pdf': [['Tester', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__signature-referenced-from-multiple-fields.pdf': [['good-user', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'dss__timestamped_and_signed.pdf': [
    ['Globalsign TSA for AATL on DSS - SHA384 - G5', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Pierrick Vandenbroucke (Signature)', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'pdfsign__hello_hsm.pdf': [['Paul van Brouwershaven', 'sha256', 'rsaEncryption', 'intact']],
  'pdfsign__sigmodified.pdf': [['Paul van Brouwershaven', 'sha256', 'rsaEncryption', 'message-digest-mismatch']],
  'pyhanko__certified-with-indirect-refs-in-dir.pdf': [['Lord Testerino', 'sha256', 'rsaEncryption', 'intact']],
  'pyhanko__coverage-tail-uncovered.pdf': [['Lord Testerino', 'sha256', 'sha256WithRSAEncryption', 'intact']],
  'pyhanko__coverage-weird-byterange.pdf': [['Lord Testerino', 'sha256', 'sha256WithRSAEncryption', 'signature-valid']],
  'pyhanko__ed448-disallowed-hash.pdf': [['Alice', 'sha512', 'ed448', 'algorithm-constraint']],
  'pyhanko__ed448-shake256-nolen.pdf': [['Alice', 'shake256', 'ed448', 'intact']],
  'pyhanko__extensions-indirect-not-all-paths.pdf': [
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Alice', 'sha512', 'ed25519', 'intact'],
  ],
  'pyhanko__form-update-ap-indirect-sneaky-trailer.pdf': [
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'pyhanko__form-update-override-ap-sneaky.pdf': [
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'pyhanko__minimal-signed-twice-both-created.pdf': [
    ['Lord Testerino', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Lord Testerino', 'sha256', 'sha256WithRSAEncryption', 'intact'],
  ],
  'pyhanko__minimal-signed-twice-no-sig-type.pdf': [
    ['Alice', 'sha384', 'ecdsaWithSha384', 'intact'],
    ['Alice', 'sha384', 'ecdsaWithSha384', 'intact'],
  ],
  'pyhanko__minimal-with-field.pdf': [],
  'pyhanko__pades-lta-dss-indirect-arrs-test.pdf': [
    ['Alice', 'sha256', 'sha256WithRSAEncryption', 'intact'],
    ['Time Stamping Authority', 'sha256', 'rsaEncryption', 'intact'],
  ],
  'pyhanko__pades-with-old-style-signing-cert-attr.pdf': [['Alice', 'sha256', 'rsaEncryption', 'intact']],
  'pyhanko__pdf-sig-with-econtent.pdf': [['Alice', 'sha256', 'sha256WithRSAEncryption', 'message-digest-mismatch']],
  'pyhanko__sig-no-signed-attrs.pdf': [['Lord Testerino', 'sha256', 'rsaEncryption', 'intact']],
  'pyhanko__sig-with-ski-sid.pdf': [['Alice', 'sha256', 'rsaEncryption', 'intact']],
  'signpdf__incrementally_signed.pdf': [['signpdf', 'sha256', 'rsaEncryption', 'intact']],
  'signpdf__signed-once.pdf': [['signpdf', 'sha256', 'rsaEncryption', 'intact']],
  'signpdf__signed-twice.pdf': [
    ['signpdf', 'sha256', 'rsaEncryption', 'intact'],
    ['SignPdf', 'sha256', 'rsaEncryption', 'intact'],
  ],
  'signpdf__w3dummy.pdf': [],
  'signpdf__with-placeholder.pdf': ['parse-error'],
  'synthetic__sm2-sm3-tampered.pdf': [['SM2 Test Signer', 'sm3', 'sm2WithSm3', 'message-digest-mismatch']],
  'synthetic__sm2-sm3-valid.pdf': [['SM2 Test Signer', 'sm3', 'sm2WithSm3', 'intact']],
};

interface Found {
  contents: Uint8Array;
  byteRange?: number[];
}

function signaturesOf(file: Uint8Array): Found[] {
  const text = Buffer.from(file).toString('latin1');
  const ranges = [...text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)].map((m) =>
    m.slice(1, 5).map(Number),
  );
  return [...text.matchAll(/\/Contents\s*<([0-9A-Fa-f\s]+)>/g)].map((m) => {
    const lt = m.index + m[0].indexOf('<');
    const gt = m.index + m[0].length;
    const byteRange = ranges.find((r) => r[1] === lt && r[2] === gt && r[2] + r[3]! <= file.length);
    return { contents: new Uint8Array(Buffer.from(m[1]!.replace(/\s/g, ''), 'hex')), byteRange };
  });
}

const manifest = readFileSync(CORPUS + 'MANIFEST.tsv', 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t')[0]!)
  .filter((name) => name.endsWith('.pdf'));

describe('corpus CMS signatures', () => {
  it('has an expectation for every PDF in the manifest', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...manifest].sort());
  });

  it.each(manifest)('%s', async (name) => {
    const file = new Uint8Array(readFileSync(CORPUS + name));
    const found = signaturesOf(file);
    const expected = EXPECTED[name]!;
    expect(found).toHaveLength(expected.length);
    for (const [i, sig] of found.entries()) {
      const want = expected[i]!;
      if (want === 'parse-error') {
        expect(() => parseSignedData(sig.contents), `#${i}`).toThrow();
        continue;
      }
      const [cn, digest, signature, outcome] = want;
      const signedData = parseSignedData(sig.contents);
      const signerInfo = signedData.signerInfos[0]!;
      expect(signerInfo.digestAlgorithm.name, `#${i} digest`).toBe(digest);
      expect(signerInfo.signatureAlgorithm.name, `#${i} signature`).toBe(signature);
      const br = sig.byteRange;
      const documentDigest = br
        ? (alg: DigestAlgorithm) =>
            engine.digest(alg, [file.subarray(br[0], br[0]! + br[1]!), file.subarray(br[2], br[2]! + br[3]!)])
        : undefined;
      const result = await verifySignerInfo(signedData, engine, documentDigest);
      expect(Object.isFrozen(result)).toBe(true);
      expect(result.signerCertificate?.subject.commonName ?? null, `#${i} signer`).toBe(cn);
      if (outcome === 'intact') {
        expect(result.intact, `#${i} ${result.problems.join()}`).toBe(true);
        expect(['match', 'absent']).toContain(result.messageDigest);
      } else if (outcome === 'signature-valid') {
        expect(result.signature, `#${i}`).toBe('valid');
        expect(result.messageDigest).toBe('not-checked');
      } else {
        expect(result.intact, `#${i}`).toBe(false);
        expect(result.problems, `#${i}`).toContain(outcome);
      }
    }
  });
});

describe('corpus details', () => {
  const first = (name: string, index = 0) => {
    const sig = signaturesOf(new Uint8Array(readFileSync(CORPUS + name)))[index]!;
    return parseSignedData(sig.contents);
  };

  it('reads RSA-PSS parameters (hash, salt length) from the ETSI plugtest signature', async () => {
    const result = await verifySignerInfo(first('dss__Signature-P-DE_SCI-4.pdf'), engine);
    expect(result.signatureAlgorithm).toEqual({ name: 'RSA-PSS', hash: 'SHA-256', saltLength: 32 });
    expect(result.signature).toBe('valid');
  });

  it('verifies ECDSA P-384 (pyHanko) and SM2 (synthetic, against OpenSSL-made CMS)', async () => {
    const p384 = await verifySignerInfo(first('pyhanko__minimal-signed-twice-no-sig-type.pdf'), engine);
    expect(p384.signerCertificate?.publicKeyInfo.curve).toBe('P-384');
    expect(p384.signature).toBe('valid');
    const sm2 = await verifySignerInfo(first('synthetic__sm2-sm3-valid.pdf'), engine);
    expect(sm2.signatureAlgorithm).toEqual({ name: 'SM2', hash: 'SM3' });
    expect(sm2.signerCertificate?.publicKeyInfo.keySize).toBe(CURVES.SM2.n.toString(2).length);
    expect(sm2.signature).toBe('valid');
  });

  it('finds the signer by subject key identifier and checks ESS v1 and v2 bindings', async () => {
    const ski = first('pyhanko__sig-with-ski-sid.pdf');
    expect(ski.signerInfos[0]!.sid.type).toBe('subjectKeyIdentifier');
    expect((await verifySignerInfo(ski, engine)).signingCertificate).toBe('match');
    const v1 = first('pyhanko__pades-with-old-style-signing-cert-attr.pdf').signerInfos[0]!;
    expect(v1.signingCertificates[0]!.version).toBe(1);
    const v2 = first('dss__pades-bes.pdf').signerInfos[0]!;
    expect(v2.signingCertificates[0]!.version).toBe(2);
    expect(v2.signingTime?.toISOString()).toMatch(/^20\d\d-/);
  });

  it('decodes signature policy and Adobe revocation archival attributes', () => {
    expect(first('dss__pades-epes.pdf').signerInfos[0]!.signaturePolicy).toMatch(/^\d+(\.\d+)+$/);
    const archival = first('pdfsign__hello_hsm.pdf').signerInfos[0]!.revocationInfoArchival;
    expect((archival?.crls.length ?? 0) + (archival?.ocspResponses.length ?? 0)).toBeGreaterThan(0);
  });

  it.each([
    ['dss__doc-firmado-T.pdf', 'TSA SINPE v2', '2018-09-15T22:10:37.000Z'],
    ['dss__Signature-P-DE_SCI-4.pdf', 'AuthentiDate Timestamp Authority C064 1:PN', '2016-03-31T15:27:37.300Z'],
    ['pdfsign__hello_hsm.pdf', 'SEIKO Timestamp Service. Advanced A02-004', '2012-08-24T10:22:07.462Z'],
    ['dss__Signature-P-HU_POL-7.pdf', 'Qualified eIDAS e-Szigno TSA 2019 03', '2019-11-01T14:53:47.000Z'],
  ])('verifies the signature time-stamp of %s', async (name, tsa, time) => {
    const [stamp] = await verifySignatureTimeStamps(first(name).signerInfos[0]!, engine);
    expect(stamp!.valid).toBe(true);
    expect(stamp!.imprint).toBe('match');
    expect(stamp!.tsaCertificate?.subject.commonName).toBe(tsa);
    expect(stamp!.genTime.toISOString()).toBe(time);
  });
});
