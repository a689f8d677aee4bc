// The adapters' signers and the fake providers' verifiers both reproduce the providers' published
// worked examples, and the verifiers refuse the example with any one byte changed.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signAcs3 } from './sign-acs3-request';
import { signTc3Request } from '../../../integrations/tencent-cloud/tc3-sign';
import { signWebhookBody } from './sign-webhook-body';
import { checkAcs3Signature } from './testing/fake-aliyun-sms.fixture';
import type { FakeRequest } from './testing/fake-http-server.fixture';
import { checkWebhookSignature } from './testing/fake-sms-webhook.fixture';
import { checkTc3Signature } from './testing/fake-tencent-sms.fixture';
import { ALIYUN_V3_EXAMPLE as ALI, TENCENT_TC3_EXAMPLE as TC } from './testing/published-signature-examples.fixture';

/** The text with the byte at `index` replaced by another character. */
function withByteChanged(text: string, index: number): string {
  const replacement = text[index] === 'x' ? 'y' : 'x';
  return `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
}

/** The Authorization header with the last hex digit of its signature changed. */
function withSignatureDigitChanged(authorization: string): string {
  return `${authorization.slice(0, -1)}${authorization.endsWith('0') ? '1' : '0'}`;
}

describe("Alibaba Cloud's ACS3-HMAC-SHA256 example", () => {
  const request: FakeRequest = {
    method: ALI.method,
    path: ALI.path,
    rawQuery: ALI.rawQuery,
    headers: {
      host: ALI.host,
      'x-acs-action': ALI.action,
      'x-acs-version': ALI.version,
      'x-acs-date': ALI.date,
      'x-acs-signature-nonce': ALI.nonce,
      'x-acs-content-sha256': ALI.contentSha256,
      authorization: ALI.authorization,
    },
    body: ALI.body,
  };
  const secrets = { [ALI.accessKeyId]: ALI.accessKeySecret };
  const atExampleTime = { now: new Date(ALI.date) };

  it('is reproduced by the adapter: hashed canonical request and Authorization', () => {
    const signed = signAcs3(ALI, ALI);
    expect(signed.canonicalQuery).toBe(ALI.rawQuery);
    expect(signed.stringToSign).toBe(`ACS3-HMAC-SHA256\n${ALI.hashedCanonicalRequest}`);
    expect(signed.headers.authorization).toBe(ALI.authorization);
    expect(signed.headers['x-acs-content-sha256']).toBe(ALI.contentSha256);
  });

  it('is accepted by the fake server, and refused with any one byte of the query or a signed header changed', () => {
    expect(checkAcs3Signature(request, secrets, atExampleTime)).toBeNull();
    for (let index = 0; index < ALI.rawQuery.length; index++) {
      const changed = { ...request, rawQuery: withByteChanged(ALI.rawQuery, index) };
      expect(checkAcs3Signature(changed, secrets, atExampleTime), `query byte ${index}`).not.toBeNull();
    }
    for (const name of ['host', 'x-acs-action', 'x-acs-version', 'x-acs-signature-nonce', 'x-acs-date'] as const) {
      const value = request.headers[name]!;
      const changed = { ...request, headers: { ...request.headers, [name]: withByteChanged(value, value.length - 2) } };
      expect(checkAcs3Signature(changed, secrets, atExampleTime), name).not.toBeNull();
    }
    const signature = request.headers.authorization!;
    const forged = { ...request, headers: { ...request.headers, authorization: withSignatureDigitChanged(signature) } };
    expect(checkAcs3Signature(forged, secrets, atExampleTime)).toBe('SignatureDoesNotMatch');
  });

  it('refuses a body that is not the one x-acs-content-sha256 names, a wrong key and a reused nonce', () => {
    expect(checkAcs3Signature({ ...request, body: 'x' }, secrets, atExampleTime)).toBe('SignatureDoesNotMatch');
    expect(checkAcs3Signature(request, { [ALI.accessKeyId]: 'OtherSecret' }, atExampleTime)).toBe(
      'SignatureDoesNotMatch',
    );
    expect(checkAcs3Signature(request, { OtherKeyId: ALI.accessKeySecret }, atExampleTime)).toBe(
      'InvalidAccessKeyId.NotFound',
    );
    expect(checkAcs3Signature(request, secrets, { now: new Date('2023-10-26T10:40:00Z') })).toBe(
      'InvalidTimeStamp.Expired',
    );
    const seenNonces = new Set<string>();
    expect(checkAcs3Signature(request, secrets, { ...atExampleTime, seenNonces })).toBeNull();
    expect(checkAcs3Signature(request, secrets, { ...atExampleTime, seenNonces })).toBe('SignatureNonceUsed');
  });
});

describe("Tencent Cloud's TC3-HMAC-SHA256 example", () => {
  const request: FakeRequest = {
    method: 'POST',
    path: '/',
    rawQuery: '',
    headers: {
      'content-type': TC.contentType,
      host: TC.host,
      'x-tc-action': TC.action,
      'x-tc-timestamp': String(TC.timestamp),
      'x-tc-version': TC.version,
      'x-tc-region': TC.region,
      authorization: TC.authorization,
    },
    body: TC.body,
  };
  const secrets = { [TC.secretId]: TC.secretKey };
  const atExampleTime = { now: new Date(TC.timestamp * 1000) };

  it('is reproduced by the shared signer: payload hash and Authorization', () => {
    expect(createHash('sha256').update(TC.body).digest('hex')).toBe(TC.hashedPayload);
    const headers = signTc3Request(TC, { ...TC, payload: TC.body });
    expect(headers.Authorization).toBe(TC.authorization);
  });

  it('is accepted by the fake server, and refused with any one byte of the body changed', () => {
    expect(checkTc3Signature(request, secrets, atExampleTime)).toBeNull();
    for (let index = 0; index < TC.body.length; index++) {
      const changed = { ...request, body: withByteChanged(TC.body, index) };
      expect(checkTc3Signature(changed, secrets, atExampleTime), `body byte ${index}`).toBe(
        'AuthFailure.SignatureFailure',
      );
    }
  });

  it('refuses a changed signed header, timestamp, signature or key, and an old request', () => {
    const changedHost = { ...request, headers: { ...request.headers, host: 'cvn.tencentcloudapi.com' } };
    expect(checkTc3Signature(changedHost, secrets, atExampleTime)).toBe('AuthFailure.SignatureFailure');
    const changedTime = { ...request, headers: { ...request.headers, 'x-tc-timestamp': String(TC.timestamp + 1) } };
    expect(checkTc3Signature(changedTime, secrets, atExampleTime)).toBe('AuthFailure.SignatureFailure');
    const signature = TC.authorization;
    const forged = { ...request, headers: { ...request.headers, authorization: withSignatureDigitChanged(signature) } };
    expect(checkTc3Signature(forged, secrets, atExampleTime)).toBe('AuthFailure.SignatureFailure');
    expect(checkTc3Signature(request, { [TC.secretId]: `${TC.secretKey}x` }, atExampleTime)).toBe(
      'AuthFailure.SignatureFailure',
    );
    expect(checkTc3Signature(request, { other: TC.secretKey }, atExampleTime)).toBe('AuthFailure.SecretIdNotFound');
    expect(checkTc3Signature(request, secrets, { now: new Date((TC.timestamp + 301) * 1000) })).toBe(
      'AuthFailure.SignatureExpire',
    );
  });
});

describe('the SMS webhook signature', () => {
  const secret = 'a-shared-secret-of-32-characters';
  const body = '{"id":"1","to":"13800000001","text":"【电子合同签署系统】验证码：123456"}';
  const timestamp = '1764320000';
  const now = { now: new Date(Number(timestamp) * 1000) };
  const request = (changes: Partial<FakeRequest> = {}): FakeRequest => ({
    method: 'POST',
    path: '/',
    rawQuery: '',
    headers: { 'x-ecsign-timestamp': timestamp, 'x-ecsign-signature': signWebhookBody(secret, timestamp, body) },
    body,
    ...changes,
  });

  it('is "sha256=" and the hex HMAC-SHA256 of "<timestamp>.<body>", which the receiver accepts', () => {
    const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
    expect(signWebhookBody(secret, timestamp, body)).toBe(`sha256=${expected}`);
    expect(checkWebhookSignature(request(), secret, now)).toBeNull();
  });

  it('is refused with any one byte of the body changed, another timestamp, or after five minutes', () => {
    for (let index = 0; index < body.length; index++) {
      expect(checkWebhookSignature(request({ body: withByteChanged(body, index) }), secret, now)).toBe(
        'signature wrong',
      );
    }
    const later = request({ headers: { ...request().headers, 'x-ecsign-timestamp': String(Number(timestamp) + 1) } });
    expect(checkWebhookSignature(later, secret, now)).toBe('signature wrong');
    expect(checkWebhookSignature(request(), secret, { now: new Date((Number(timestamp) + 301) * 1000) })).toBe(
      'timestamp too old',
    );
  });
});
