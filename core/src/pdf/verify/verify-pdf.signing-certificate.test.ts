// The ESS signing-certificate(-v2) attribute binds a signature to one certificate. When its hash,
// or its issuer and serial number, name another certificate than the one the signature verifies
// with, someone may have swapped in a certificate with the same key: the signature is not intact
// and the signer is not identified. Attributes naming the right certificate stay valid.
import { beforeAll, describe, expect, it } from 'vitest';
import { derExplicit, derSequence } from '../asn1/der-encode';
import { derInteger, derOctetString } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { buildAttribute } from '../cms/build-attribute';
import type { Certificate } from '../x509/certificate';
import { deriveVerdict } from './derive-verdict';
import { engine } from './testing/corpus.fixture';
import { makeBasePdf, makeTestPki, signForTest, type TestPki } from './testing/sign-for-test.fixture';
import { verifyPdf } from './verify-pdf';

const AT = new Date('2026-06-01T08:00:00Z');
let pki: TestPki;
let other: TestPki;
beforeAll(async () => {
  pki = await makeTestPki(engine, AT);
  other = await makeTestPki(engine, AT);
});

/** IssuerSerial: GeneralNames with one directoryName, then the serial. */
const issuerSerial = (issuerName: Uint8Array, serial: bigint) =>
  derSequence(derSequence(derExplicit(4, issuerName)), derInteger(serial));

/** signingCertificateV2 (SHA-256, the DEFAULT, so no algorithm) naming `hashOf` by hash. */
async function v2(hashOf: Certificate, options: { issuerName?: Uint8Array; serial?: bigint } = {}) {
  const hash = await engine.digest('SHA-256', hashOf.der);
  const serial = issuerSerial(options.issuerName ?? pki.signer.issuer.der, options.serial ?? pki.signer.serialNumber);
  const id = derSequence(derOctetString(hash), serial);
  return buildAttribute(OID.signingCertificateV2, derSequence(derSequence(id)));
}

/** signingCertificate (v1, SHA-1). */
async function v1(hashOf: Certificate) {
  const hash = await engine.digest('SHA-1', hashOf.der);
  const id = derSequence(derOctetString(hash), issuerSerial(hashOf.issuer.der, hashOf.serialNumber));
  return buildAttribute(OID.signingCertificate, derSequence(derSequence(id)));
}

const signWith = async (essAttributes: Uint8Array[]) => {
  const bytes = await signForTest(makeBasePdf(), { engine, pki, signingTime: AT, essAttributes });
  return (await verifyPdf(bytes, { engine, trustAnchors: [pki.root.der], now: AT })).signatures[0]!;
};

describe('ESS signing-certificate attributes', () => {
  it('v2 and v1 naming the signer certificate: valid and intact', async () => {
    const sig = await signWith([await v2(pki.signer), await v1(pki.signer)]);
    expect(sig).toMatchObject({ intact: true, bottomLine: 'valid', integrity: { signingCertificate: 'match' } });
  });

  it.each([
    ['v2 hash of another certificate', async () => [await v2(other.signer)], 'signing-certificate-mismatch'],
    ['v1 hash of another certificate', async () => [await v1(other.signer)], 'signing-certificate-mismatch'],
    [
      'a right v2 beside a v1 naming another certificate',
      async () => [await v2(pki.signer), await v1(other.signer)],
      'signing-certificate-mismatch',
    ],
    [
      'v2 with the right hash but another serial number',
      async () => [await v2(pki.signer, { serial: 99n })],
      'signing-certificate-issuer-serial-mismatch',
    ],
    [
      'v2 with the right hash and serial but another issuer',
      async () => [await v2(pki.signer, { issuerName: pki.signer.subject.der })],
      'signing-certificate-issuer-serial-mismatch',
    ],
  ])('%s: not intact, with its problem code', async (_, attributes, problem) => {
    const sig = await signWith(await attributes());
    expect(sig.intact).toBe(false);
    expect(sig.integrity.signingCertificate).toBe('mismatch');
    expect(sig.problems).toContain(problem);
    expect(sig.bottomLine).not.toBe('valid');
    expect(deriveVerdict(sig)).toMatchObject({ verdict: 'indeterminate', reason: 'NO_SIGNING_CERTIFICATE_FOUND' });
  });
});
