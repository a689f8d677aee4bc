// The TC3-HMAC-SHA256 signer against Tencent's published worked example, and the fake server's
// independent verifier (test-support/fake-tencent-cloud.ts) against the same example: it accepts
// it and refuses it with any one byte changed.
// The example (DescribeInstances on cvm, 2019-02-25, SecretId AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE,
// SecretKey Gu5t9xGARNpq86cd98joQYCN3EXAMPLE, timestamp 1551113065) and its expected values are
// from Tencent Cloud's "Signature v3" page:
// https://www.tencentcloud.com/zh/document/product/1021/34193
// The current edition of the page prints the key masked as Gu5t9xGARNpq86cd98joQYCN3******* and
// the signature that masked text gives (2230eefd…); both editions are checked.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isTc3SignatureValid } from '../../test-support/fake-tencent-cloud';
import { signTc3Request, tc3Signature } from './tc3-sign';

const EXAMPLE = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  request: {
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    action: 'DescribeInstances',
    version: '2017-03-12',
    region: 'ap-guangzhou',
    timestamp: 1551113065,
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
  },
  hashedPayload: '35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
  signature: '72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
  maskedKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
  maskedKeySignature: '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
};

const lowerCaseHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('TC3-HMAC-SHA256 signing', () => {
  it('signs the published example to the published signature and Authorization', () => {
    expect(createHash('sha256').update(EXAMPLE.request.payload).digest('hex')).toBe(EXAMPLE.hashedPayload);
    expect(tc3Signature(EXAMPLE, EXAMPLE.request)).toBe(EXAMPLE.signature);
    expect(tc3Signature({ ...EXAMPLE, secretKey: EXAMPLE.maskedKey }, EXAMPLE.request)).toBe(
      EXAMPLE.maskedKeySignature,
    );
    expect(signTc3Request(EXAMPLE, EXAMPLE.request)).toEqual({
      Authorization: `TC3-HMAC-SHA256 Credential=${EXAMPLE.secretId}/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${EXAMPLE.signature}`,
      'Content-Type': 'application/json; charset=utf-8',
      Host: 'cvm.tencentcloudapi.com',
      'X-TC-Action': 'DescribeInstances',
      'X-TC-Version': '2017-03-12',
      'X-TC-Timestamp': '1551113065',
      'X-TC-Region': 'ap-guangzhou',
    });
  });

  it('dates the credential scope in UTC (00:44 in Beijing on the 26th is still the 25th)', () => {
    const headers = signTc3Request(EXAMPLE, EXAMPLE.request);
    expect(headers.Authorization).toContain('/2019-02-25/cvm/tc3_request');
  });

  it('leaves X-TC-Region out when no region is given', () => {
    const headers = signTc3Request(EXAMPLE, { ...EXAMPLE.request, region: undefined });
    expect(headers).not.toHaveProperty('X-TC-Region');
  });
});

describe("the fake server's verifier, written from the documentation", () => {
  const published = {
    authorization: `TC3-HMAC-SHA256 Credential=${EXAMPLE.secretId}/2019-02-25/cvm/tc3_request, SignedHeaders=content-type;host, Signature=${EXAMPLE.signature}`,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      host: 'cvm.tencentcloudapi.com',
      'x-tc-action': 'DescribeInstances',
      'x-tc-timestamp': '1551113065',
    },
    body: EXAMPLE.request.payload,
    secretId: EXAMPLE.secretId,
    secretKey: EXAMPLE.secretKey,
  };

  it('accepts the published example', () => {
    expect(isTc3SignatureValid(published)).toBe(true);
  });

  it('refuses the example with one byte changed: in the body, a signed header, the timestamp, the signature or the key', () => {
    expect(isTc3SignatureValid({ ...published, body: published.body.replace('"Limit": 1', '"Limit": 2') })).toBe(false);
    expect(
      isTc3SignatureValid({ ...published, headers: { ...published.headers, host: 'cvm.tencentcloudapi.con' } }),
    ).toBe(false);
    expect(
      isTc3SignatureValid({ ...published, headers: { ...published.headers, 'x-tc-timestamp': '1551113066' } }),
    ).toBe(false);
    expect(isTc3SignatureValid({ ...published, authorization: `${published.authorization.slice(0, -1)}9` })).toBe(
      false,
    );
    expect(isTc3SignatureValid({ ...published, secretKey: `${EXAMPLE.secretKey.slice(0, -1)}F` })).toBe(false);
    expect(isTc3SignatureValid({ ...published, secretId: 'AKIDsomeoneelse' })).toBe(false);
  });

  it("accepts what the adapter's signer produces for another request, and only with the same bytes", () => {
    const request = {
      service: 'faceid',
      host: '127.0.0.1:8443',
      action: 'IdCardVerification',
      version: '2018-03-01',
      timestamp: 1764300000,
      payload: JSON.stringify({ IdCard: '11010519000101001X', Name: '测试' }),
    };
    const headers = lowerCaseHeaders(signTc3Request(EXAMPLE, request));
    const signed = {
      authorization: headers.authorization!,
      headers,
      secretId: EXAMPLE.secretId,
      secretKey: EXAMPLE.secretKey,
    };
    expect(isTc3SignatureValid({ ...signed, body: request.payload })).toBe(true);
    expect(isTc3SignatureValid({ ...signed, body: request.payload.replace('测试', '测式') })).toBe(false);
  });
});
