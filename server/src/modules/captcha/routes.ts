// The captchas (spec items C-picture-captcha, C-get-captcha, C-check-captcha): the picture captcha of the login form, and the AJ-Captcha behaviour
// captcha (slider and click-words) whose replies carry their own repCode inside the envelope.
import { ZCheckCaptchaRequest, ZGetCaptchaRequest } from '@ecsign/core/captcha';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { checkBehaviourCaptcha } from './check-behaviour-captcha';
import { issueBehaviourCaptcha } from './issue-behaviour-captcha';
import { issuePictureCaptcha } from './issue-picture-captcha';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../auth/enforce-rate-limit';

export function captchaRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/cb/assemble/captcha', async (request) => {
    // Each picture costs a rendering and a row: limited per client (PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE).
    await enforceRateLimit(context, {
      bucket: 'picture-captcha:client',
      limit: context.config.PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE,
      windowMs: 60_000,
      key: clientAddress(request),
    });
    return ok(await issuePictureCaptcha(context));
  });

  // AJ-Captcha clients fetch pictures with a GET query or a POST body; both are served.
  const getCaptcha = async (request: FastifyRequest, input: unknown) => {
    const { captchaType, clientUid } = parseInput(ZGetCaptchaRequest, withNumericTs(input));
    const client = clientUid || `ip:${request.ip}`;
    return ok(
      await issueBehaviourCaptcha(context, { captchaType, clientUid: client, language: requestLanguage(request) }),
    );
  };
  app.get('/cb/assemble/captcha/getCaptcha', (request) => getCaptcha(request, request.query));
  app.post('/cb/assemble/captcha/getCaptcha', (request) => getCaptcha(request, request.body));

  app.post('/cb/assemble/captcha/checkCaptcha', async (request) => {
    const input = parseInput(ZCheckCaptchaRequest, withNumericTs(request.body));
    return ok(await checkBehaviourCaptcha(context, input, requestLanguage(request)));
  });
}

/**
 * Query strings and forms carry ts as text; the schema wants the number. AJ-Captcha clients name
 * the time `t`, the spec (C-get-captcha) `ts`: both are read, ts first.
 */
function withNumericTs(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const { ts: given, t, ...rest } = input as { ts?: unknown; t?: unknown };
  const ts = given ?? t;
  if (ts === undefined) return rest;
  return { ...rest, ts: typeof ts === 'string' && ts.trim() !== '' ? Number(ts) : ts };
}
