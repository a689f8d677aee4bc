// The captchas shown before login (spec items C-picture-captcha, C-get-captcha, C-check-captcha):
// the picture captcha of the login form (rate-limited per client address), and the AJ-Captcha
// behaviour captcha (slider and click-words), whose replies carry their own repCode inside a
// success envelope. AJ-Captcha clients fetch a picture with a GET query or a POST body; both are
// served.
import { ZCheckCaptchaReply, ZGetCaptchaReply, ZPictureCaptcha } from '../captcha/schemas';
import { ZCheckCaptchaWireInput, ZGetCaptchaWireInput } from '../captcha/captcha-wire-input';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const C = '/cb/assemble/captcha';
const getCaptchaSummary = 'A behaviour captcha (slider or click-words) with its token';

export const captcha = {
  picture: endpoint({
    method: 'GET',
    path: C,
    summary: 'A new 4-character picture captcha for the login form',
    access: access.open(),
    input: {},
    reply: ZPictureCaptcha,
    errors: ['TOO_MANY_REQUESTS'],
  }),
  getCaptcha: endpoint({
    method: 'GET',
    path: `${C}/getCaptcha`,
    summary: getCaptchaSummary,
    access: access.open(),
    input: { query: ZGetCaptchaWireInput },
    reply: ZGetCaptchaReply,
    errors: [],
  }),
  getCaptchaByPost: endpoint({
    method: 'POST',
    path: `${C}/getCaptcha`,
    summary: `${getCaptchaSummary} (the request in the body)`,
    access: access.open(),
    input: { body: ZGetCaptchaWireInput },
    reply: ZGetCaptchaReply,
    errors: [],
  }),
  checkCaptcha: endpoint({
    method: 'POST',
    path: `${C}/checkCaptcha`,
    summary: "Checks the user's answer; a pass earns the second verification a login spends",
    access: access.open(),
    input: { body: ZCheckCaptchaWireInput },
    reply: ZCheckCaptchaReply,
    errors: [],
  }),
} as const;
