// A fake Alibaba Cloud SMS API (dysmsapi SendSms, 2017-05-25) that checks each request's
// ACS3-HMAC-SHA256 signature the way the V3 signature documentation describes it — written from
// that documentation, not from the adapter — and answers with the documented bodies: Code "OK"
// with a BizId, or an error code. Tests queue the next answers (rate limit, balance, 5xx …).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http-server.fixture';

/** RFC 3986 as the documentation asks: %20 for space, %2A for *, ~ unencoded. */
function percentEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The error code Alibaba Cloud would answer for this request's signature, or null when it is right. */
export function checkAcs3Signature(
  request: FakeRequest,
  secrets: Readonly<Record<string, string>>,
  options: { now: Date; seenNonces?: Set<string> },
): string | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return 'IncompleteSignature';
  const [, keyId, signedHeaderList, signature] = match;
  const secret = secrets[keyId!];
  if (!secret) return 'InvalidAccessKeyId.NotFound';
  const signedNames = signedHeaderList!.split(';');
  const required = [
    'host',
    'x-acs-action',
    'x-acs-content-sha256',
    'x-acs-date',
    'x-acs-signature-nonce',
    'x-acs-version',
  ];
  if (required.some((name) => !signedNames.includes(name) || !request.headers[name])) return 'IncompleteSignature';
  if (request.headers['x-acs-content-sha256'] !== sha256(request.body)) return 'SignatureDoesNotMatch';
  const date = Date.parse(request.headers['x-acs-date']!);
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(request.headers['x-acs-date']!) || Number.isNaN(date)) {
    return 'InvalidTimeStamp.Format';
  }
  if (Math.abs(options.now.getTime() - date) > 15 * 60_000) return 'InvalidTimeStamp.Expired';
  const query = request.rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = decodeURIComponent(equals < 0 ? pair : pair.slice(0, equals));
      const value = equals < 0 ? '' : decodeURIComponent(pair.slice(equals + 1));
      return `${percentEncode(key)}=${percentEncode(value)}`;
    })
    .sort()
    .join('&');
  const canonicalHeaders = [...signedNames]
    .sort()
    .map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`)
    .join('');
  const canonicalRequest = `${request.method}\n${request.path}\n${query}\n${canonicalHeaders}\n${signedHeaderList}\n${request.headers['x-acs-content-sha256']}`;
  const expected = createHmac('sha256', secret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonicalRequest)}`)
    .digest();
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) return 'SignatureDoesNotMatch';
  const nonce = request.headers['x-acs-signature-nonce']!;
  if (options.seenNonces?.has(nonce)) return 'SignatureNonceUsed';
  options.seenNonces?.add(nonce);
  return null;
}

/** What a test can make the next SendSms answer (or not answer). */
export type AliyunScripted =
  | 'isv.BUSINESS_LIMIT_CONTROL'
  | 'isv.AMOUNT_NOT_ENOUGH'
  | 'isv.MOBILE_NUMBER_ILLEGAL'
  | 'Throttling.User'
  | 'http-500'
  | 'no-answer'
  | 'unknown-body';

const MESSAGES: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发分钟级流控Permits:1',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
  'Throttling.User': 'Request was denied due to user flow control.',
};

export interface SentAliyunSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
  bizId: string;
}

export interface FakeAliyunSms {
  url: string;
  /** The SMS it accepted, in order. */
  sent: SentAliyunSms[];
  /** Every request it received, accepted or not. */
  requests: FakeRequest[];
  /** Answers for the next SendSms requests, in order, before the request is even read. */
  script: AliyunScripted[];
  close(): Promise<void>;
}

export async function startFakeAliyunSms(options: {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  approvedTemplates: readonly string[];
}): Promise<FakeAliyunSms> {
  const sent: SentAliyunSms[] = [];
  const requests: FakeRequest[] = [];
  const script: AliyunScripted[] = [];
  const seenNonces = new Set<string>();
  const requestId = () => `F655A8D5-B967-440B-8683-${String(requests.length).padStart(12, '0')}`;
  const refuse = (status: number, code: string): FakeAnswer => ({
    status,
    json: { RequestId: requestId(), Code: code, Message: MESSAGES[code] ?? code, HostId: 'dysmsapi.aliyuncs.com' },
  });
  const answer = (request: FakeRequest): FakeAnswer => {
    requests.push(request);
    const next = script.shift();
    if (next === 'no-answer') return 'no-answer';
    if (next === 'http-500') return { status: 500, text: '<html>Internal Server Error</html>' };
    if (next === 'unknown-body') return { status: 200, json: { Result: 'accepted' } };
    const signatureError = checkAcs3Signature(
      request,
      { [options.accessKeyId]: options.accessKeySecret },
      {
        now: new Date(),
        seenNonces,
      },
    );
    if (signatureError) return refuse(signatureError === 'InvalidAccessKeyId.NotFound' ? 404 : 400, signatureError);
    if (request.headers['x-acs-action'] !== 'SendSms' || request.headers['x-acs-version'] !== '2017-05-25') {
      return refuse(404, 'InvalidAction.NotFound');
    }
    if (next === 'Throttling.User') return refuse(400, next);
    if (next) return refuse(200, next);
    const params = new URLSearchParams(request.rawQuery);
    const phoneNumbers = params.get('PhoneNumbers') ?? '';
    if (!/^1\d{10}$/.test(phoneNumbers)) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL');
    if (params.get('SignName') !== options.signName) return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL');
    const templateCode = params.get('TemplateCode') ?? '';
    if (!options.approvedTemplates.includes(templateCode)) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL');
    const bizId = `900619746936498440${sent.length}^0`;
    sent.push({
      phoneNumbers,
      signName: params.get('SignName')!,
      templateCode,
      templateParam: JSON.parse(params.get('TemplateParam') ?? '{}') as Record<string, string>,
      bizId,
    });
    return { status: 200, json: { Code: 'OK', Message: 'OK', BizId: bizId, RequestId: requestId() } };
  };
  const server = await startFakeHttpServer(answer);
  return { url: server.url, sent, requests, script, close: server.close };
}
