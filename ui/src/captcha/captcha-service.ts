// What the security-check popup needs from the server (spec items C-get-captcha, C-check-captcha): getCaptcha and checkCaptcha of
// the AJ-Captcha protocol. The popup takes the interface, so tests and the gallery can pass their
// own; createCaptchaService is the real one over an /ecapi client (the portal's, or the
// extension's connection to its server). The replies carry
// their own repCode inside the usual envelope.
import type { ApiClient } from '@ecsign/core/api';
import type { TCaptchaType, TCheckCaptchaReply, TCheckCaptchaRequest, TGetCaptchaReply } from '@ecsign/core/captcha';
import { endpoints } from '@ecsign/core/endpoints';

export interface CaptchaService {
  get(captchaType: TCaptchaType): Promise<TGetCaptchaReply>;
  check(request: TCheckCaptchaRequest): Promise<TCheckCaptchaReply>;
}

export interface CaptchaServiceOptions {
  /** The id the server counts this client's requests by; a random one per service by default. */
  clientUid?: string;
  now?: () => number;
}

export function createCaptchaService(
  api: Pick<ApiClient, 'call'>,
  { clientUid = randomClientUid(), now = Date.now }: CaptchaServiceOptions = {},
): CaptchaService {
  return {
    get: (captchaType) =>
      api.call(endpoints.captcha.getCaptcha, { query: { captchaType, clientUid, ts: now() } }, { noToken: true }),
    check: (request) =>
      api.call(endpoints.captcha.checkCaptcha, { body: { ...request, clientUid, ts: now() } }, { noToken: true }),
  };
}

/** getRandomValues works on plain-http pages too, where randomUUID is missing. */
function randomClientUid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
