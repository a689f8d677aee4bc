// A fake Tencent Cloud SMS API (SendSms, 2021-01-11) that checks each request's TC3-HMAC-SHA256
// signature the way the "Signature v3" documentation describes it — written from that
// documentation, not from the adapter — and answers with the documented bodies: a SendStatusSet
// entry with Code "Ok", or Response.Error. Tests queue the next answers (limits, balance, 5xx …).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { startFakeHttpServer, type FakeAnswer, type FakeRequest } from './fake-http-server.fixture';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The error code Tencent Cloud would answer for this request's signature, or null when it is right. */
export function checkTc3Signature(
  request: FakeRequest,
  secrets: Readonly<Record<string, string>>,
  options: { now: Date },
): string | null {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'AuthFailure.InvalidAuthorization';
  const [, secretId, date, service, signedHeaderList, signature] = match;
  const secretKey = secrets[secretId!];
  if (!secretKey) return 'AuthFailure.SecretIdNotFound';
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp)) return 'MissingParameter';
  if (Math.abs(options.now.getTime() / 1000 - timestamp) > 300) return 'AuthFailure.SignatureExpire';
  // The scope's date must be the UTC date of X-TC-Timestamp.
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return 'AuthFailure.SignatureFailure';
  const signedNames = signedHeaderList!.split(';');
  if (!signedNames.includes('content-type') || !signedNames.includes('host')) return 'AuthFailure.SignatureFailure';
  const canonicalHeaders = [...signedNames]
    .sort()
    .map((name) => `${name}:${(request.headers[name] ?? '').trim().toLowerCase()}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    '/',
    request.rawQuery,
    canonicalHeaders,
    signedHeaderList,
    sha256(request.body),
  ].join('\n');
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonicalRequest)}`;
  const signingKey = hmac(hmac(hmac(`TC3${secretKey}`, date!), service!), 'tc3_request');
  const expected = hmac(signingKey, stringToSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'AuthFailure.SignatureFailure';
}

/** What a test can make the next SendSms answer (or not answer). */
export type TencentScripted =
  | 'LimitExceeded.PhoneNumberDailyLimit'
  | 'FailedOperation.InsufficientBalanceInSmsPackage'
  | 'RequestLimitExceeded'
  | 'http-502'
  | 'no-answer'
  | 'unknown-body';

const MESSAGES: Record<string, string> = {
  'LimitExceeded.PhoneNumberDailyLimit':
    'the number of SMS messages sent from a single mobile number every day exceeds the upper limit',
  'FailedOperation.InsufficientBalanceInSmsPackage': 'insufficient balance in SMS package',
  'FailedOperation.TemplateUnapprovedOrNotExist': 'the template is not approved or does not exist',
  'FailedOperation.SignatureIncorrectOrUnapproved': 'the signature is not approved or incorrect',
  'InvalidParameterValue.IncorrectPhoneNumber': 'incorrect mobile number',
  RequestLimitExceeded: 'your current request frequency has reached the limit',
  'AuthFailure.SignatureFailure':
    'The provided credentials could not be validated. Please check your signature is correct.',
};

export interface SentTencentSms {
  phoneNumber: string;
  signName: string;
  templateId: string;
  templateParamSet: string[];
  serialNo: string;
}

export interface FakeTencentSms {
  url: string;
  sent: SentTencentSms[];
  requests: FakeRequest[];
  script: TencentScripted[];
  close(): Promise<void>;
}

export async function startFakeTencentSms(options: {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  approvedTemplates: readonly string[];
}): Promise<FakeTencentSms> {
  const sent: SentTencentSms[] = [];
  const requests: FakeRequest[] = [];
  const script: TencentScripted[] = [];
  const requestId = () => `a0aabda6-cf91-4f3e-a81f-${String(requests.length).padStart(12, '0')}`;
  const error = (code: string): FakeAnswer => ({
    status: 200,
    json: { Response: { Error: { Code: code, Message: MESSAGES[code] ?? code }, RequestId: requestId() } },
  });
  const status = (phoneNumber: string, code: string, serialNo = ''): FakeAnswer => ({
    status: 200,
    json: {
      Response: {
        SendStatusSet: [
          {
            SerialNo: serialNo,
            PhoneNumber: phoneNumber,
            Fee: code === 'Ok' ? 1 : 0,
            SessionContext: '',
            Code: code,
            Message: code === 'Ok' ? 'send success' : (MESSAGES[code] ?? code),
            IsoCode: 'CN',
          },
        ],
        RequestId: requestId(),
      },
    },
  });
  const answer = (request: FakeRequest): FakeAnswer => {
    requests.push(request);
    const next = script.shift();
    if (next === 'no-answer') return 'no-answer';
    if (next === 'http-502') return { status: 502, text: '<html>Bad Gateway</html>' };
    if (next === 'unknown-body') return { status: 200, json: { Response: { RequestId: requestId() } } };
    const signatureError = checkTc3Signature(request, { [options.secretId]: options.secretKey }, { now: new Date() });
    if (signatureError) return error(signatureError);
    if (request.headers['x-tc-action'] !== 'SendSms' || request.headers['x-tc-version'] !== '2021-01-11') {
      return error('InvalidAction');
    }
    if (next === 'RequestLimitExceeded' || next === 'FailedOperation.InsufficientBalanceInSmsPackage')
      return error(next);
    const body = JSON.parse(request.body) as {
      PhoneNumberSet: string[];
      SmsSdkAppId: string;
      SignName: string;
      TemplateId: string;
      TemplateParamSet: string[];
    };
    if (body.SmsSdkAppId !== options.sdkAppId) return error('UnauthorizedOperation.SmsSdkAppIdVerifyFail');
    if (body.SignName !== options.signName) return error('FailedOperation.SignatureIncorrectOrUnapproved');
    if (!options.approvedTemplates.includes(body.TemplateId))
      return error('FailedOperation.TemplateUnapprovedOrNotExist');
    const phoneNumber = body.PhoneNumberSet[0] ?? '';
    if (next) return status(phoneNumber, next);
    if (!/^\+861\d{10}$/.test(phoneNumber)) return status(phoneNumber, 'InvalidParameterValue.IncorrectPhoneNumber');
    const serialNo = `5000:10457106691570536578494996${sent.length}`;
    sent.push({
      phoneNumber,
      signName: body.SignName,
      templateId: body.TemplateId,
      templateParamSet: body.TemplateParamSet,
      serialNo,
    });
    return status(phoneNumber, 'Ok', serialNo);
  };
  const server = await startFakeHttpServer(answer);
  return { url: server.url, sent, requests, script, close: server.close };
}
