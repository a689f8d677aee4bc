// The open endpoints of /demo (no login; endpoints.contracts.demo*): the sample's facts, the sample PDF, and signing it with
// a drawn signature. Each is rate-limited per client address, signing much more tightly (it costs
// a key operation and a time-stamp).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint, type EndpointFile } from '../../http/mount-endpoint';
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

const demoPdf = (bytes: Uint8Array, fileName: string): EndpointFile => ({
  body: bytes,
  contentType: 'application/pdf',
  fileName,
  headers: { 'cache-control': 'no-store' },
});

export function contractDemoRoutes(app: FastifyInstance, context: AppContext) {
  // Counted before the input is read, so a flood of bad requests is limited too.
  const limitedBy =
    (rule: RateLimitRule) =>
    ({ request }: { request: FastifyRequest }) =>
      enforceRateLimit(context, { ...rule, key: clientAddress(request) });
  const reads = { before: limitedBy(DEMO_READS_PER_CLIENT) };

  mountEndpoint(app, context, endpoints.contracts.demoInfo, () => demoInfo(context), reads);

  mountEndpoint(
    app,
    context,
    endpoints.contracts.demoSample,
    async () => demoPdf(await demoSample(context), DEMO_DOCUMENT_NAME),
    reads,
  );

  mountEndpoint(
    app,
    context,
    endpoints.contracts.demoSign,
    async ({ input }) =>
      demoPdf(await signDemo(context, input.body), DEMO_DOCUMENT_NAME.replace('.pdf', '-已签署.pdf')),
    { before: limitedBy(DEMO_SIGNS_PER_CLIENT) },
  );
}
