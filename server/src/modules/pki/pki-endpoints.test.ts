// The PKI as validators meet it, judged by OpenSSL: the root → issuing CA → subject chain
// verifies; the CRL lists a revoked serial with its reason; the OCSP responder answers a request
// OpenSSL made with "good", then "revoked" after staff revoke it; the TSA answers `openssl ts
// -query` with a reply `openssl ts -verify` accepts. Also: who may revoke, bad requests, SM2, and
// what the signing code gets from subjectSigner. OpenSSL checks skip with a printed reason.
import { readFileSync, writeFileSync } from 'node:fs';
import {
  decodePem,
  encodePem,
  parseCertificate,
  parseOcspResponse,
  parseTimeStampResponse,
  type Certificate,
} from '@ecsign/core/pdf';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, users } from '../../db/schema';
import { buildTestApp, loginAs, type TestApp } from '../../test-support/build-test-app';
import { pkiOf } from './pki-of';
import { issueSubjectCertificate, type IssuedSubjectCertificate } from './issue-subject-certificate';
import { explainMissingOpenSsl, hasOpenSsl, openssl, scratchFiles } from '../../test-support/openssl-for-tests';
import { subjectSigner } from './subject-signer';

explainMissingOpenSsl('pki-endpoints');
const pem = (der: Uint8Array) => encodePem('CERTIFICATE', der);

describe('PKI endpoints', () => {
  let t: TestApp;
  let staffToken: string;
  let userToken: string;
  let zhangsanUserId: string;
  let person: IssuedSubjectCertificate;
  let enterprise: IssuedSubjectCertificate;
  let root: Certificate;
  let issuing: Certificate;
  let file: (name: string) => string;

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const post = (url: string, payload: Buffer, type: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': type } });
  const revoke = (serialNumber: string, reason: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/ecapi/pki/certificates/revoke',
      payload: { serialNumber, reason },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: 'https://sign.example.com/' });
    userToken = await loginAs(t.app, 'zhangsan', 'Zhang@2026');
    const login = await t.app.inject({
      method: 'POST',
      url: '/ecapi/token/accessToken',
      payload: { username: 'ops', password: 'Ops@2026ec', userOwnerType: 'INSIDE' },
    });
    staffToken = login.json().data.access_token;
    const [user] = await t.context.database.db.select().from(users).where(eq(users.username, 'zhangsan'));
    zhangsanUserId = user!.id;
    const { db } = t.context.database;
    person = await issueSubjectCertificate(t.context, db, {
      subjectType: 'PERSON',
      subjectId: zhangsanUserId,
      name: '张三',
      identifier: 'a'.repeat(64),
    });
    enterprise = await issueSubjectCertificate(t.context, db, {
      subjectType: 'ENTERPRISE',
      subjectId: 'enterprise-1',
      name: '演示科技有限公司',
      identifier: '91350100M000100Y43',
      keyAlgorithm: 'P-256',
    });
    root = parseCertificate(new Uint8Array((await get('/ecapi/pki/root.crt')).rawPayload));
    issuing = parseCertificate(new Uint8Array((await get('/ecapi/pki/issuing.crt')).rawPayload));
    file = scratchFiles({
      'root.pem': pem(root.der),
      'issuing.pem': pem(issuing.der),
      'person.pem': person.pem,
      'enterprise.pem': enterprise.pem,
      'data.txt': 'the contract to time-stamp',
    });
  });
  afterAll(() => t.close());

  it('serves the root and issuing CA, and issues subject certificates under them', async () => {
    const crt = await get('/ecapi/pki/root.crt');
    expect(crt.headers['content-type']).toBe('application/pkix-cert');
    const rootPem = await get('/ecapi/pki/root.pem');
    expect(decodePem(rootPem.body)[0]!.der).toEqual(root.der);
    expect(decodePem((await get('/ecapi/pki/chain.pem')).body).map((b) => b.der)).toEqual([issuing.der, root.der]);
    expect(root).toMatchObject({
      basicConstraints: { ca: true, pathLength: 1 },
      keyUsage: ['keyCertSign', 'cRLSign'],
    });
    expect(root.publicKeyInfo).toMatchObject({ keyType: 'EC', curve: 'P-384' });
    // The OCSP responder and the TSA sign on every signature: P-256, ~30× faster to sign with.
    const ca = pkiOf(t.context).caSnapshot().default;
    expect(ca.issuing.certificate.publicKeyInfo).toMatchObject({ keyType: 'EC', curve: 'P-384' });
    for (const delegated of [ca.tsa, ca.ocsp]) {
      expect(delegated.certificate.publicKeyInfo).toMatchObject({ keyType: 'EC', curve: 'P-256' });
      expect(delegated.signatureAlgorithm).toEqual({ name: 'ECDSA', hash: 'SHA-256' });
    }
    expect(root.notAfter.getUTCFullYear() - root.notBefore.getUTCFullYear()).toBe(20);
    expect(issuing).toMatchObject({
      basicConstraints: { ca: true, pathLength: 0 },
      crlDistributionPoints: ['https://sign.example.com/ecapi/pki/root.crl'],
    });
    expect(issuing.subject.commonName).toBe('ecsign Issuing CA'); // CA_APPLY_CONFIG's CA_NAME
    const leaf = parseCertificate(decodePem(person.pem)[0]!.der);
    expect(leaf).toMatchObject({
      keyUsage: ['digitalSignature', 'nonRepudiation'],
      crlDistributionPoints: ['https://sign.example.com/ecapi/pki/crl'],
      ocspUrls: ['https://sign.example.com/ecapi/pki/ocsp'],
      caIssuersUrls: ['https://sign.example.com/ecapi/pki/issuing.crt'],
    });
    expect(leaf.subject.text).toBe(`CN=张三, SERIALNUMBER=${'a'.repeat(64)}, C=CN`);
    expect(leaf.publicKeyInfo).toMatchObject({ keyType: 'RSA', keySize: 2048 });
    expect(leaf.serialNumber).toBe(BigInt(`0x${person.serialNumber}`));
    expect(Math.round((+leaf.notAfter - +leaf.notBefore) / 86400_000)).toBe(365); // CERT_VALIDITY_DAYS
    const company = parseCertificate(decodePem(enterprise.pem)[0]!.der);
    expect(company.subject.text).toBe('CN=演示科技有限公司, SERIALNUMBER=91350100M000100Y43, O=演示科技有限公司, C=CN');
    expect(company.publicKeyInfo.curve).toBe('P-256');

    if (!hasOpenSsl) return;
    for (const leafFile of ['person.pem', 'enterprise.pem']) {
      const verify = openssl([
        'verify',
        '-x509_strict',
        '-CAfile',
        file('root.pem'),
        '-untrusted',
        file('issuing.pem'),
        file(leafFile),
      ]);
      expect(verify.out.trim()).toBe(`${file(leafFile)}: OK`);
    }
  });

  it('lets only platform staff revoke: 401 without a token, 403 for a user, unknown and repeated serials refused', async () => {
    expect((await revoke(person.serialNumber, 'keyCompromise')).statusCode).toBe(401);
    expect((await revoke(person.serialNumber, 'keyCompromise')).json().status).toBe(70000401);
    const forbidden = await revoke(person.serialNumber, 'keyCompromise', userToken);
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/ecapi/pki/certificates?subjectType=PERSON&subjectId=${zhangsanUserId}`,
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(list.statusCode).toBe(403);
    const unknown = await revoke('7f'.repeat(16), 'keyCompromise', staffToken);
    expect([unknown.statusCode, unknown.json().status]).toEqual([404, 61500001]);
    expect((await revoke('not hex', 'keyCompromise', staffToken)).statusCode).toBe(400);
    expect((await revoke(person.serialNumber, 'certificateHold', staffToken)).statusCode).toBe(400);
  });

  it('answers OCSP: good, then revoked with its reason after staff revoke; the CRL lists it', async () => {
    const { db } = t.context.database;
    const victim = await issueSubjectCertificate(t.context, db, {
      subjectType: 'PERSON',
      subjectId: 'someone-else',
      name: '李四',
      identifier: 'b'.repeat(64),
    });
    writeFileSync(file('victim.pem'), victim.pem);
    const crlBefore = new Uint8Array((await get('/ecapi/pki/crl')).rawPayload);

    const ask = async (name: string) => {
      let requestDer: Buffer;
      if (hasOpenSsl) {
        const made = openssl([
          'ocsp',
          '-issuer',
          file('issuing.pem'),
          '-cert',
          file('victim.pem'),
          '-reqout',
          file(name),
        ]);
        expect(made.status).toBe(0);
        requestDer = readFileSync(file(name));
      } else {
        const { buildOcspCertId, buildOcspRequest } = await import('@ecsign/core/pdf');
        const certId = await buildOcspCertId(pkiOf(t.context).engine, issuing, BigInt(`0x${victim.serialNumber}`));
        requestDer = Buffer.from(buildOcspRequest({ certIds: [certId], nonce: Uint8Array.of(1, 2, 3, 4) }));
      }
      const reply = await post('/ecapi/pki/ocsp', requestDer, 'application/ocsp-request');
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toBe('application/ocsp-response');
      writeFileSync(file(`${name}.resp`), reply.rawPayload);
      return { requestDer, response: parseOcspResponse(new Uint8Array(reply.rawPayload)) };
    };
    const judge = (name: string) =>
      openssl([
        'ocsp',
        '-respin',
        file(`${name}.resp`),
        '-issuer',
        file('issuing.pem'),
        '-cert',
        file('victim.pem'),
        '-VAfile',
        file('responder.pem'),
        '-no_nonce',
      ]).out;

    const good = await ask('good.der');
    const basic = good.response.basic!;
    expect(basic.responses[0]).toMatchObject({ status: 'good' });
    expect(basic.certificates[0]!.extendedKeyUsage).toEqual(['1.3.6.1.5.5.7.3.9']);
    writeFileSync(file('responder.pem'), pem(basic.certificates[0]!.der));
    if (hasOpenSsl) {
      const verdict = judge('good.der');
      expect(verdict).toContain('Response verify OK');
      expect(verdict).toMatch(/victim\.pem: good/);
      // The nonce comes back: openssl compares it when given the request it sent.
      const echo = openssl([
        'ocsp',
        '-reqin',
        file('good.der'),
        '-respin',
        file('good.der.resp'),
        '-VAfile',
        file('responder.pem'),
      ]);
      expect(echo.out).toContain('Response verify OK');
      expect(echo.out).not.toMatch(/nonce/i);
      // Trusting the root only: the delegated responder is checked as issued by the issuing CA.
      const chained = openssl([
        'ocsp',
        '-respin',
        file('good.der.resp'),
        '-CAfile',
        file('root.pem'),
        '-verify_other',
        file('issuing.pem'),
        '-no_nonce',
      ]);
      expect(chained.out).toContain('Response verify OK');
    }
    // The GET form (RFC 6960 A.1) answers the same.
    const encoded = encodeURIComponent(good.requestDer.toString('base64'));
    const viaGet = await get(`/ecapi/pki/ocsp/${encoded}`);
    expect(parseOcspResponse(new Uint8Array(viaGet.rawPayload)).basic!.responses[0]!.status).toBe('good');

    const revoked = await revoke(victim.serialNumber.toUpperCase(), 'keyCompromise', staffToken);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ serialNumber: victim.serialNumber, reason: 'keyCompromise' });
    const again = await revoke(victim.serialNumber, 'keyCompromise', staffToken);
    expect([again.statusCode, again.json().status]).toEqual([409, 61500003]);

    const after = await ask('revoked.der');
    expect(after.response.basic!.responses[0]).toMatchObject({ status: 'revoked', reason: 'keyCompromise' });
    if (hasOpenSsl) {
      const verdict = judge('revoked.der');
      expect(verdict).toContain('Response verify OK');
      expect(verdict).toMatch(/victim\.pem: revoked[\s\S]*Reason: keyCompromise/);
    }

    const crlReply = await get('/ecapi/pki/crl');
    expect(crlReply.headers['content-type']).toBe('application/pkix-crl');
    const crl = new Uint8Array(crlReply.rawPayload);
    expect(Buffer.from(crl).equals(Buffer.from(crlBefore))).toBe(false);
    writeFileSync(file('crl.der'), crl);
    writeFileSync(file('crl-before.der'), crlBefore);
    if (hasOpenSsl) {
      const text = openssl(['crl', '-inform', 'DER', '-in', file('crl.der'), '-text', '-noout']).out.replace(
        /\s+/g,
        ' ',
      );
      expect(text).toContain(`Serial Number: ${victim.certificate.serialHex}`); // even digits, as openssl prints
      expect(text).toContain('X509v3 CRL Reason Code: Key Compromise');
      expect(text).toContain('Issuer: C = CN, O = ecsign, CN = ecsign Issuing CA');
      const numberOf = (name: string) =>
        Number(
          /CRL Number:\s*(\d+)/.exec(openssl(['crl', '-inform', 'DER', '-in', file(name), '-text', '-noout']).out)![1],
        );
      expect(numberOf('crl.der')).toBeGreaterThan(numberOf('crl-before.der'));
      const signed = openssl([
        'crl',
        '-inform',
        'DER',
        '-in',
        file('crl.der'),
        '-CAfile',
        file('issuing.pem'),
        '-noout',
      ]);
      expect(signed.out).toContain('verify OK');
      // A full chain check with the CRL: the revoked certificate fails, the other passes.
      openssl(['crl', '-inform', 'DER', '-in', file('crl.der'), '-out', file('crl.pem')]);
      const check = (leaf: string) =>
        openssl([
          'verify',
          '-crl_check',
          '-CRLfile',
          file('crl.pem'),
          '-CAfile',
          file('root.pem'),
          '-untrusted',
          file('issuing.pem'),
          file(leaf),
        ]).out;
      expect(check('victim.pem')).toContain('certificate revoked');
      expect(check('person.pem')).toContain(': OK');
    }
    // Served again unchanged while nothing changed.
    expect(Buffer.from((await get('/ecapi/pki/crl')).rawPayload).equals(Buffer.from(crl))).toBe(true);
    expect((await get('/ecapi/pki/root.crl')).statusCode).toBe(200);
  });

  it('time-stamps a query made by openssl ts, with nonce, policy, accuracy and increasing serials', async () => {
    if (!hasOpenSsl) return;
    const serials: bigint[] = [];
    for (const name of ['q1', 'q2']) {
      expect(
        openssl(['ts', '-query', '-data', file('data.txt'), '-sha256', '-cert', '-out', file(`${name}.tsq`)]).status,
      ).toBe(0);
      const reply = await post('/ecapi/pki/tsa', readFileSync(file(`${name}.tsq`)), 'application/timestamp-query');
      expect(reply.headers['content-type']).toBe('application/timestamp-reply');
      writeFileSync(file(`${name}.tsr`), reply.rawPayload);
      const verify = openssl([
        'ts',
        '-verify',
        '-queryfile',
        file(`${name}.tsq`),
        '-in',
        file(`${name}.tsr`),
        '-CAfile',
        file('root.pem'),
      ]);
      expect(verify.out).toContain('Verification: OK');
      const text = openssl(['ts', '-reply', '-in', file(`${name}.tsr`), '-text']).out;
      expect(text).toContain(`Policy OID: ${t.context.config.PKI_TSA_POLICY_OID}`);
      expect(text).toContain('Accuracy: 0x01 seconds');
      const query = openssl(['ts', '-query', '-in', file(`${name}.tsq`), '-text']).out;
      expect(/Nonce: (0x[0-9A-F]+)/.exec(text)![1]).toBe(/Nonce: (0x[0-9A-F]+)/.exec(query)![1]);
      serials.push(BigInt(/Serial number: (0x[0-9A-F]+)/.exec(text)![1]!));
    }
    expect(serials[1]! > serials[0]!).toBe(true);
  });

  it('answers bad OCSP and time-stamp requests in their own protocols', async () => {
    const garbage = Buffer.from('not DER at all');
    expect(
      parseOcspResponse(new Uint8Array((await post('/ecapi/pki/ocsp', garbage, 'application/ocsp-request')).rawPayload))
        .status,
    ).toBe('malformedRequest');
    // A request about a certificate of some other CA.
    const { buildOcspCertId, buildOcspRequest, buildTimeStampRequest } = await import('@ecsign/core/pdf');
    const engine = pkiOf(t.context).engine;
    const foreign = await buildOcspCertId(engine, parseCertificate(decodePem(person.pem)[0]!.der), 5n);
    const unauthorized = await post(
      '/ecapi/pki/ocsp',
      Buffer.from(buildOcspRequest({ certIds: [foreign] })),
      'application/ocsp-request',
    );
    expect(parseOcspResponse(new Uint8Array(unauthorized.rawPayload)).status).toBe('unauthorized');
    const unknownSerial = await buildOcspCertId(engine, issuing, 12345n);
    const unknown = await post(
      '/ecapi/pki/ocsp',
      Buffer.from(buildOcspRequest({ certIds: [unknownSerial] })),
      'application/ocsp-request',
    );
    expect(parseOcspResponse(new Uint8Array(unknown.rawPayload)).basic!.responses[0]!.status).toBe('unknown');

    const tsa = async (der: Uint8Array) =>
      parseTimeStampResponse(
        new Uint8Array((await post('/ecapi/pki/tsa', Buffer.from(der), 'application/timestamp-query')).rawPayload),
      );
    expect(await tsa(garbage)).toMatchObject({ status: 2, failures: ['badDataFormat'] });
    const sha1 = buildTimeStampRequest({ digestAlgorithm: 'SHA-1', digest: new Uint8Array(20) });
    expect(await tsa(sha1)).toMatchObject({ status: 2, failures: ['badAlg'] });
    const wrongLength = buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest: new Uint8Array(20) });
    expect(await tsa(wrongLength)).toMatchObject({ status: 2, failures: ['badDataFormat'] });
    const policy = buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest: new Uint8Array(32), policy: '1.2.3.4' });
    expect(await tsa(policy)).toMatchObject({ status: 2, failures: ['unacceptedPolicy'] });
    const noCerts = await tsa(
      buildTimeStampRequest({ digestAlgorithm: 'SHA-256', digest: new Uint8Array(32), certReq: false }),
    );
    expect(noCerts.status).toBe(0);
    expect(noCerts.token!.signedData.certificates).toEqual([]);
    const wrongType = await post('/ecapi/pki/tsa', garbage, 'application/json');
    expect(wrongType.statusCode).toBe(400);
  });

  it('gives the signing code the key and chain of an account’s live certificate', async () => {
    const { db } = t.context.database;
    const [account] = await db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, zhangsanUserId), eq(accounts.accountType, 'PERSONAL')));
    const signer = await subjectSigner(t.context, account!.id);
    expect(signer.serialNumber).toBe(person.serialNumber);
    expect(signer.certificateChain).toEqual([decodePem(person.pem)[0]!.der, issuing.der, root.der]);
    expect(signer.algorithm).toEqual({ name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' });
    const data = new TextEncoder().encode('signed bytes');
    const signature = await signer.engine.sign(signer.key, signer.algorithm, data);
    expect(await signer.engine.verify(signer.certificate.publicKeyInfo.der, signer.algorithm, data, signature)).toBe(
      true,
    );

    // The demo enterprise's administrator signs as the enterprise, which has no certificate yet.
    const [admin] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .innerJoin(users, eq(users.id, accounts.userId))
      .where(and(eq(users.username, 'admin'), eq(accounts.accountType, 'ENTERPRISE')));
    await expect(subjectSigner(t.context, admin!.id)).rejects.toMatchObject({ code: 'USER_CERTIFICATE_MISSING' });

    const list = await t.app.inject({
      method: 'GET',
      url: `/ecapi/pki/certificates?subjectType=PERSON&subjectId=${zhangsanUserId}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(list.json().data).toMatchObject([
      { serialNumber: person.serialNumber, status: 'ISSUED', keyAlgorithm: 'RSA-2048' },
    ]);
  });

  it('issues SM2 certificates from the SM2 CA, which OpenSSL verifies link by link', async () => {
    const sm2 = await issueSubjectCertificate(t.context, t.context.database.db, {
      subjectType: 'PERSON',
      subjectId: 'sm2-person',
      name: '王五',
      identifier: 'c'.repeat(64),
      keyAlgorithm: 'SM2',
    });
    const sm2Root = parseCertificate(new Uint8Array((await get('/ecapi/pki/sm2/root.crt')).rawPayload));
    const sm2Issuing = parseCertificate(new Uint8Array((await get('/ecapi/pki/sm2/issuing.crt')).rawPayload));
    const leaf = parseCertificate(decodePem(sm2.pem)[0]!.der);
    expect(leaf.issuer.text).toBe(sm2Issuing.subject.text);
    expect(leaf.signatureAlgorithm.name).toBe('sm2WithSm3');
    expect(leaf.crlDistributionPoints).toEqual(['https://sign.example.com/ecapi/pki/sm2/crl']);
    expect((await get('/ecapi/pki/sm2/crl')).statusCode).toBe(200);
    // OCSP about it is answered by the SM2 responder.
    const { buildOcspCertId, buildOcspRequest, verifyCertificateSignature } = await import('@ecsign/core/pdf');
    const engine = pkiOf(t.context).engine;
    const certId = await buildOcspCertId(engine, sm2Issuing, leaf.serialNumber);
    const reply = await post(
      '/ecapi/pki/ocsp',
      Buffer.from(buildOcspRequest({ certIds: [certId] })),
      'application/ocsp-request',
    );
    const basic = parseOcspResponse(new Uint8Array(reply.rawPayload)).basic!;
    expect(basic.responses[0]!.status).toBe('good');
    expect(await verifyCertificateSignature(basic, basic.certificates[0]!, engine)).toBe('valid');
    expect(await verifyCertificateSignature(basic.certificates[0]!, sm2Issuing, engine)).toBe('valid');

    if (!hasOpenSsl) return;
    writeFileSync(file('sm2-root.pem'), pem(sm2Root.der));
    writeFileSync(file('sm2-issuing.pem'), pem(sm2Issuing.der));
    writeFileSync(file('sm2-leaf.pem'), sm2.pem);
    // OpenSSL 3.0 applies the GB/T default SM2 ID (-vfyopt) to the target only, so each link is a target.
    const link = (ca: string, cert: string) =>
      openssl(['verify', '-vfyopt', 'distid:1234567812345678', '-partial_chain', '-CAfile', file(ca), file(cert)]).out;
    expect(link('sm2-root.pem', 'sm2-issuing.pem')).toContain(': OK');
    expect(link('sm2-issuing.pem', 'sm2-leaf.pem')).toContain(': OK');
  });
});
