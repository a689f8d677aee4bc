// Alibaba Cloud's V3 request signature, ACS3-HMAC-SHA256, as its "V3 request structure and
// signature" documentation describes it: a canonical request (method, path, sorted and
// percent-encoded query, the signed headers lowercased and sorted, the payload's SHA-256), its
// SHA-256 signed with HMAC-SHA256 keyed by the AccessKey secret, sent in the Authorization header.
import { createHash, createHmac } from 'node:crypto';

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';

export interface Acs3Request {
  method: string;
  /** The Host header as sent: the endpoint's host (and port when not the default). */
  host: string;
  path: string;
  query: Readonly<Record<string, string>>;
  body: string;
  action: string;
  version: string;
  /** ISO 8601 UTC without milliseconds, e.g. 2023-10-26T10:22:32Z; the server allows 15 minutes of skew. */
  date: string;
  /** A fresh random value per request: the server refuses a nonce it has seen. */
  nonce: string;
}

export interface Acs3Signed {
  /** The headers to send besides Host (which the HTTP client sets from the URL). */
  headers: Record<string, string>;
  /** The query string to send, exactly as signed. */
  canonicalQuery: string;
  canonicalRequest: string;
  stringToSign: string;
}

/** RFC 3986 percent-encoding as the documentation asks: space %20, * %2A, ~ left as is. */
export function acsPercentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function signAcs3(
  request: Acs3Request,
  credentials: { accessKeyId: string; accessKeySecret: string },
): Acs3Signed {
  const canonicalQuery = Object.keys(request.query)
    .sort()
    .map((key) => `${acsPercentEncode(key)}=${acsPercentEncode(request.query[key]!)}`)
    .join('&');
  const payloadHash = createHash('sha256').update(request.body, 'utf8').digest('hex');
  const signed: Record<string, string> = {
    host: request.host,
    'x-acs-action': request.action,
    'x-acs-content-sha256': payloadHash,
    'x-acs-date': request.date,
    'x-acs-signature-nonce': request.nonce,
    'x-acs-version': request.version,
  };
  const names = Object.keys(signed).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery,
    names.map((name) => `${name}:${signed[name]!.trim()}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${createHash('sha256').update(canonicalRequest, 'utf8').digest('hex')}`;
  const signature = createHmac('sha256', credentials.accessKeySecret).update(stringToSign, 'utf8').digest('hex');
  const { host: _host, ...headers } = signed;
  return {
    headers: {
      ...headers,
      authorization: `${ACS3_ALGORITHM} Credential=${credentials.accessKeyId},SignedHeaders=${signedHeaders},Signature=${signature}`,
    },
    canonicalQuery,
    canonicalRequest,
    stringToSign,
  };
}
