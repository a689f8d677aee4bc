// GET cb/assemble/captcha: a new 4-character picture captcha for the password login.
import type { ApiClient } from '@ecsign/core/api';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import { endpoints } from '@ecsign/core/endpoints';

export function fetchPictureCaptcha(api: Pick<ApiClient, 'call'>): Promise<TPictureCaptcha> {
  return api.call(endpoints.captcha.picture, {}, { noToken: true });
}
