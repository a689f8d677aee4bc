// The captchas (endpoints.captcha; spec items C-picture-captcha, C-get-captcha, C-check-captcha):
// the picture captcha of the login form, and the AJ-Captcha behaviour captcha (slider and
// click-words) whose replies carry their own repCode inside the envelope.
import { endpoints, type EndpointParsedInput } from '@ecsign/core/endpoints';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import { checkBehaviourCaptcha } from './check-behaviour-captcha';
import { issueBehaviourCaptcha } from './issue-behaviour-captcha';
import { issuePictureCaptcha } from './issue-picture-captcha';
import { clientAddress } from '../auth/client-address';
import { enforceRateLimit } from '../auth/enforce-rate-limit';

const declared = endpoints.captcha;
type TGetCaptchaInput = EndpointParsedInput<typeof declared.getCaptchaByPost>['body'];

export function captchaRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.picture, async ({ request }) => {
    // Each picture costs a rendering and a row: limited per client (PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE).
    await enforceRateLimit(context, {
      bucket: 'picture-captcha:client',
      limit: context.config.PICTURE_CAPTCHAS_PER_CLIENT_PER_MINUTE,
      windowMs: 60_000,
      key: clientAddress(request),
    });
    return issuePictureCaptcha(context);
  });

  const getCaptcha = (request: FastifyRequest, { captchaType, clientUid }: TGetCaptchaInput) =>
    issueBehaviourCaptcha(context, {
      captchaType,
      clientUid: clientUid || `ip:${request.ip}`,
      language: requestLanguage(request),
    });
  mountEndpoint(app, context, declared.getCaptcha, ({ request, input }) => getCaptcha(request, input.query));
  mountEndpoint(app, context, declared.getCaptchaByPost, ({ request, input }) => getCaptcha(request, input.body));

  mountEndpoint(app, context, declared.checkCaptcha, ({ request, input }) =>
    checkBehaviourCaptcha(context, input.body, requestLanguage(request)),
  );
}
