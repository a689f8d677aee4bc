// Offline revocation checking over the document's own CRLs and OCSP responses, with the test PKI:
// a signer revoked by its issuer before the signing time is REVOKED; revoked after a claimed
// (unproven) time, REVOKED_NO_POE; after a proven time, a warning only; revocation data signed by
// anyone but the issuer (or its delegated OCSP responder) proves nothing; no data, no finding.
import { beforeAll, describe, expect, it } from 'vitest';
import { OID } from '../asn1/oids';
import { buildOcspCertId } from '../ocsp/ocsp-cert-id';
import { buildOcspResponse } from '../ocsp/build-ocsp-response';
import { buildCertificate } from '../x509/build-certificate';
import { buildCrl } from '../x509/build-crl';
import type { Certificate } from '../x509/certificate';
import { parseCrl } from '../x509/parse-crl';
import { checkRevocation, parseRevocation } from './check-revocation';
import { engine } from './testing/corpus.fixture';
import { makeTestPki, type TestPki } from './testing/sign-for-test.fixture';

const AT = new Date('2026-06-01T08:00:00Z');
const HOUR = 3_600_000;
const ECDSA = { name: 'ECDSA', hash: 'SHA-256' } as const;
let pki: TestPki;
let stranger: TestPki;
beforeAll(async () => {
  [pki, stranger] = await Promise.all([makeTestPki(engine, AT), makeTestPki(engine, AT)]);
});

const crl = (by: TestPki, revoked: Certificate, since: Date) =>
  buildCrl({
    engine,
    issuer: by.root,
    signer: by.rootKey.privateKey,
    signatureAlgorithm: ECDSA,
    thisUpdate: new Date(AT.getTime() - HOUR),
    nextUpdate: new Date(AT.getTime() + 24 * HOUR),
    crlNumber: 7n,
    revoked: [{ serialNumber: revoked.serialNumber, revocationDate: since, reason: 'keyCompromise' }],
  });

async function ocsp(responder: Certificate, key: TestPki['rootKey'], revoked: Certificate, since: Date) {
  return buildOcspResponse({
    engine,
    signer: key.privateKey,
    signatureAlgorithm: ECDSA,
    responderCertificate: responder,
    producedAt: AT,
    responses: [
      {
        certId: await buildOcspCertId(engine, pki.root, revoked.serialNumber),
        status: 'revoked',
        revocationTime: since,
        thisUpdate: AT,
      },
    ],
  });
}

const check = (data: { crls?: Uint8Array[]; ocspResponses?: Uint8Array[] }, proven = false) =>
  checkRevocation(
    [pki.signer, pki.root],
    parseRevocation([{ crls: data.crls ?? [], ocspResponses: data.ocspResponses ?? [] }]),
    { engine, at: AT, proven },
  );

describe('checkRevocation', () => {
  it('reads a CRL: issuer, times and the revoked serial numbers', async () => {
    const since = new Date(AT.getTime() - HOUR);
    const list = parseCrl(await crl(pki, pki.signer, since));
    expect(list.issuer.text).toBe(pki.root.subject.text);
    expect(list.revoked).toEqual([{ serialNumber: pki.signer.serialNumber, revocationDate: since }]);
    expect(list.nextUpdate).toEqual(new Date(AT.getTime() + 24 * HOUR));
  });

  it('a CRL of the issuer revoking the signer before the signing time: certificate-revoked', async () => {
    const since = new Date(AT.getTime() - HOUR);
    expect(await check({ crls: [await crl(pki, pki.signer, since)] })).toEqual({
      revokedAt: since,
      problems: ['certificate-revoked'],
    });
  });

  it('revoked after the signing time: no proof of existence without a time-stamp, a warning with one', async () => {
    const list = await crl(pki, pki.signer, new Date(AT.getTime() + HOUR));
    expect((await check({ crls: [list] })).problems).toEqual(['certificate-revoked-no-poe']);
    expect((await check({ crls: [list] }, true)).problems).toEqual(['certificate-revoked-after-signing']);
  });

  it('an OCSP response signed by the issuer, or by a responder it delegated to, counts', async () => {
    const since = new Date(AT.getTime() - HOUR);
    const direct = await ocsp(pki.root, pki.rootKey, pki.signer, since);
    expect((await check({ ocspResponses: [direct] })).problems).toEqual(['certificate-revoked']);

    const responderKey = await engine.generateKeyPair!({ type: 'EC', curve: 'P-256' });
    const responder = await buildCertificate({
      engine,
      serialNumber: 9n,
      subject: [['CN', 'OCSP responder']],
      issuer: pki.root,
      notBefore: new Date(AT.getTime() - 24 * HOUR),
      notAfter: new Date(AT.getTime() + 24 * HOUR),
      publicKey: responderKey.spki,
      signatureAlgorithm: ECDSA,
      signer: pki.rootKey.privateKey,
      extensions: { keyUsage: ['digitalSignature'], extendedKeyUsage: [OID.ekuOcspSigning] },
    });
    const delegated = await ocsp(responder, responderKey, pki.signer, since);
    expect((await check({ ocspResponses: [delegated] })).problems).toEqual(['certificate-revoked']);
  });

  it('revocation data signed by another CA, or unreadable, proves nothing', async () => {
    const since = new Date(AT.getTime() - HOUR);
    const forged = await crl(stranger, pki.signer, since);
    // The stranger's CRL names another issuer; one under our issuer's name but the stranger's key
    // is what a forger would write.
    const sameName = await buildCrl({
      engine,
      issuer: pki.root,
      signer: stranger.rootKey.privateKey,
      signatureAlgorithm: ECDSA,
      thisUpdate: AT,
      nextUpdate: new Date(AT.getTime() + HOUR),
      crlNumber: 1n,
      revoked: [{ serialNumber: pki.signer.serialNumber, revocationDate: since }],
    });
    const strangerOcsp = await ocsp(stranger.root, stranger.rootKey, pki.signer, since);
    expect(
      await check({
        crls: [forged, sameName, Uint8Array.from([0x30, 0x00])],
        ocspResponses: [strangerOcsp, Uint8Array.from([1, 2, 3])],
      }),
    ).toEqual({ problems: [] });
  });

  it('a CRL that revokes other certificates, or none at all, leaves the signer alone', async () => {
    expect(await check({ crls: [await crl(pki, pki.root, new Date(AT.getTime() - HOUR))] })).toEqual({ problems: [] });
    expect(await check({})).toEqual({ problems: [] });
  });
});
