// GET cb/assemble/captcha: a new 4-character picture captcha for the password login.
import type { ApiClient } from '@ecsign/core/api';
import { ZPictureCaptcha, type TPictureCaptcha } from '@ecsign/core/captcha';

export function fetchPictureCaptcha(api: Pick<ApiClient, 'request'>): Promise<TPictureCaptcha> {
  return api.request({ method: 'GET', path: 'cb/assemble/captcha', noToken: true }, ZPictureCaptcha);
}
