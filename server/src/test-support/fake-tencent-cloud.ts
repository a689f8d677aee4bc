// A local stand-in for a Tencent Cloud API 3.0 endpoint, for tests. It checks each request's
// TC3-HMAC-SHA256 signature the way Tencent's signing documentation describes it, written here from
// that documentation on purpose (it imports nothing of the adapter's signer, so a mistake in one
// is not copied into the other), and answers with the body a test scripts for the action.
// Documentation: https://www.tencentcloud.com/zh/document/product/1021/34193 (signature v3).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTencentRequest {
  action: string;
  body: Record<string, unknown>;
  headers: IncomingHttpHeaders;
}

/** What the fake answers: a JSON body with a status, raw text, or nothing at all (a hang). */
export type FakeTencentAnswer = { status?: number; json: unknown } | { status: number; text: string } | { hang: true };

export interface FakeTencentCloud {
  endpoint: string;
  /** Every request whose signature was valid, in order. */
  requests: FakeTencentRequest[];
  /** Requests refused for their signature. */
  refused: number;
  answer(action: string, reply: FakeTencentAnswer | ((request: FakeTencentRequest) => FakeTencentAnswer)): void;
  /** From now on only this SecretKey signs validly (as when a key is rotated in the console). */
  setSecretKey(secretKey: string): void;
  close(): Promise<void>;
}

const hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const mac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * Whether `authorization` is the documented TC3-HMAC-SHA256 signature of a POST with these headers
 * and this body under `secretKey`: the canonical request lists the signed headers (lowercase names,
 * trimmed lowercase values, sorted) and the body's SHA-256; the credential scope's date must be the
 * UTC date of X-TC-Timestamp.
 */
export function isTc3SignatureValid(input: {
  authorization: string;
  headers: Record<string, string | undefined>;
  body: string;
  secretId: string;
  secretKey: string;
}): boolean {
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      input.authorization,
    );
  if (!match) return false;
  const [, secretId, date, service, signedHeaders, signature] = match as unknown as string[];
  if (secretId !== input.secretId) return false;
  const timestamp = Number(input.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return false;
  const names = signedHeaders!.split(';');
  if (!names.includes('content-type') || !names.includes('host')) return false;
  if ([...names].sort().join(';') !== signedHeaders) return false;
  const canonicalHeaders = names
    .map((name) => `${name}:${(input.headers[name] ?? '').trim().toLowerCase()}\n`)
    .join('');
  const canonicalRequest = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(input.body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${hex(canonicalRequest)}`;
  const key = mac(mac(mac(`TC3${input.secretKey}`, date!), service!), 'tc3_request');
  const expected = Buffer.from(createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex'));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function startFakeTencentCloud(initial: {
  secretId: string;
  secretKey: string;
}): Promise<FakeTencentCloud> {
  const credentials = { ...initial };
  const answers = new Map<string, FakeTencentAnswer | ((request: FakeTencentRequest) => FakeTencentAnswer)>();
  const fake = { requests: [] as FakeTencentRequest[], refused: 0 };
  const hanging = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
      );
      const action = String(request.headers['x-tc-action'] ?? '');
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      const valid = isTc3SignatureValid({
        authorization: String(request.headers.authorization ?? ''),
        headers,
        body,
        ...credentials,
      });
      if (!valid) {
        fake.refused += 1;
        send(200, {
          Response: {
            Error: {
              Code: 'AuthFailure.SignatureFailure',
              Message: 'The provided credentials could not be validated.',
            },
            RequestId: 'fake-refused',
          },
        });
        return;
      }
      const recorded = { action, body: JSON.parse(body) as Record<string, unknown>, headers: request.headers };
      fake.requests.push(recorded);
      const scripted = answers.get(action);
      const reply = typeof scripted === 'function' ? scripted(recorded) : scripted;
      if (!reply) {
        send(200, { Response: { Error: { Code: 'InvalidAction', Message: 'no such action' }, RequestId: 'fake' } });
      } else if ('hang' in reply) {
        hanging.add(response);
      } else if ('text' in reply) {
        response.writeHead(reply.status, { 'content-type': 'text/html' });
        response.end(reply.text);
      } else {
        send(reply.status ?? 200, reply.json);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    get requests() {
      return fake.requests;
    },
    get refused() {
      return fake.refused;
    },
    answer: (action, reply) => void answers.set(action, reply),
    setSecretKey: (secretKey) => void (credentials.secretKey = secretKey),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The documented success and error bodies of faceid, for tests to answer with. */
export const TENCENT_BODIES = {
  result: (result: string, description = '') => ({
    json: { Response: { Result: result, Description: description, RequestId: 'fake-request' } },
  }),
  error: (code: string, message = code) => ({
    json: { Response: { Error: { Code: code, Message: message }, RequestId: 'fake-request' } },
  }),
} as const;
