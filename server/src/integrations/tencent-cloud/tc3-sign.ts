// Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256: one small function that every Tencent
// Cloud adapter (identity verification, SMS) shares. The steps are the published ones: a canonical
// request (method, "/", empty query, the signed headers content-type and host, the SHA-256 of the
// body), the string to sign (algorithm, timestamp, credential scope date/service/tc3_request, the
// hash of the canonical request), a key derived by HMAC-SHA256 from "TC3" + SecretKey through the
// UTC date, the service and "tc3_request", and the Authorization header that carries it.
import { createHash, createHmac } from 'node:crypto';

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';
export const TC3_JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export interface Tc3Credentials {
  secretId: string;
  secretKey: string;
}

export interface Tc3Request {
  /** The product's service name, the first label of its host: `faceid`, `sms`, `cvm`. */
  service: string;
  /** The host the request goes to, as sent in the Host header. */
  host: string;
  action: string;
  version: string;
  /** Left out of the headers when empty: some actions take no region. */
  region?: string | undefined;
  /** Seconds since the epoch; the credential scope's date is its UTC date. */
  timestamp: number;
  /** The exact body bytes sent (JSON). */
  payload: string;
  contentType?: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The UTC date (yyyy-mm-dd) of a timestamp in seconds. */
export function tc3Date(timestamp: number): string {
  return new Date(timestamp * 1000).toISOString().slice(0, 10);
}

/** The hex signature of a request; exported separately so a test can follow each documented step. */
export function tc3Signature(credentials: Tc3Credentials, request: Tc3Request): string {
  const contentType = request.contentType ?? TC3_JSON_CONTENT_TYPE;
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${contentType.toLowerCase()}\nhost:${request.host.toLowerCase()}\n`,
    'content-type;host',
    sha256Hex(request.payload),
  ].join('\n');
  const date = tc3Date(request.timestamp);
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${credentials.secretKey}`, date), request.service), 'tc3_request');
  return createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
}

/** Every header a signed POST carries (Authorization, Content-Type, Host and the X-TC- ones). */
export function signTc3Request(credentials: Tc3Credentials, request: Tc3Request): Record<string, string> {
  const contentType = request.contentType ?? TC3_JSON_CONTENT_TYPE;
  const scope = `${tc3Date(request.timestamp)}/${request.service}/tc3_request`;
  const signature = tc3Signature(credentials, request);
  return {
    Authorization: `${TC3_ALGORITHM} Credential=${credentials.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`,
    'Content-Type': contentType,
    Host: request.host,
    'X-TC-Action': request.action,
    'X-TC-Version': request.version,
    'X-TC-Timestamp': String(request.timestamp),
    ...(request.region ? { 'X-TC-Region': request.region } : {}),
  };
}
