// Tencent Cloud's API 3.0 request signature, TC3-HMAC-SHA256, as its "Signature v3" documentation
// describes it: a canonical request (POST, /, empty query, the content-type and host headers, the
// payload's SHA-256), a string to sign with the timestamp and the credential scope
// date/service/tc3_request, a key derived by HMAC-SHA256 from "TC3" + SecretKey through the UTC
// date, the service and "tc3_request", and the Authorization header that carries the result.
import { createHash, createHmac } from 'node:crypto';

export const TC3_ALGORITHM = 'TC3-HMAC-SHA256';

export interface Tc3Request {
  /** The Host header as sent. */
  host: string;
  /** The product, e.g. sms (the prefix of its API domain). */
  service: string;
  contentType: string;
  body: string;
  /** Unix seconds; also sent as X-TC-Timestamp. The server allows five minutes of skew. */
  timestamp: number;
}

export interface Tc3Signed {
  authorization: string;
  canonicalRequest: string;
  stringToSign: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export function signTc3(request: Tc3Request, credentials: { secretId: string; secretKey: string }): Tc3Signed {
  // The scope's date is the UTC date of the timestamp (a local date fails around midnight).
  const date = new Date(request.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${request.contentType.trim().toLowerCase()}\nhost:${request.host.trim().toLowerCase()}\n`,
    signedHeaders,
    sha256Hex(request.body),
  ].join('\n');
  const scope = `${date}/${request.service}/tc3_request`;
  const stringToSign = [TC3_ALGORITHM, String(request.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const secretDate = hmac(`TC3${credentials.secretKey}`, date);
  const secretService = hmac(secretDate, request.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return {
    authorization: `${TC3_ALGORITHM} Credential=${credentials.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    canonicalRequest,
    stringToSign,
  };
}
