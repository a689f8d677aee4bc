// The open endpoints of /demo (no login): the sample's facts, the sample PDF, and signing it with
// a drawn signature. Each is rate-limited per client address, signing much more tightly (it costs
// a key operation and a time-stamp).
import { ZDemoSignRequest } from '@ecsign/core/model';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../auth/enforce-rate-limit';
import type { RateLimitRule } from '../auth/rate-limits';
import { DEMO_DOCUMENT_NAME, demoSample } from './demo-sample';
import { demoInfo, signDemo } from './sign-demo';

const MINUTE = 60_000;
/** Signatures per client address: enough to try a few times, too few to use it as a signing service. */
export const DEMO_SIGNS_PER_CLIENT: RateLimitRule = {
  bucket: 'contract-demo-sign:ip',
  limit: 10,
  windowMs: 10 * MINUTE,
};
/** Info and sample reads per client address. */
export const DEMO_READS_PER_CLIENT: RateLimitRule = {
  bucket: 'contract-demo-read:ip',
  limit: 120,
  windowMs: 10 * MINUTE,
};

function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('Cache-Control', 'no-store')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
}

export function contractDemoRoutes(app: FastifyInstance, context: AppContext) {
  const limit = (request: FastifyRequest, rule: RateLimitRule) =>
    enforceRateLimit(context, { ...rule, key: clientAddress(request) });

  app.get('/contract/demo/info', async (request) => {
    await limit(request, DEMO_READS_PER_CLIENT);
    return ok(await demoInfo(context));
  });

  app.get('/contract/demo/sample', async (request, reply) => {
    await limit(request, DEMO_READS_PER_CLIENT);
    return sendPdf(reply, await demoSample(context), DEMO_DOCUMENT_NAME);
  });

  app.post('/contract/demo/sign', async (request, reply) => {
    await limit(request, DEMO_SIGNS_PER_CLIENT);
    const input = parseInput(ZDemoSignRequest, request.body);
    return sendPdf(reply, await signDemo(context, input), DEMO_DOCUMENT_NAME.replace('.pdf', '-已签署.pdf'));
  });
}
