// endpoints.messages.sendSmsCode with scene LOGIN: the SMS code for an SMS login.
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { TSendAuthCodeReply } from '@ecsign/core/model';

export function sendLoginCode(api: Pick<ApiClient, 'call'>, mobile: string): Promise<TSendAuthCodeReply> {
  return api.call(endpoints.messages.sendSmsCode, { body: { mobile, scene: 'LOGIN' } }, { noToken: true });
}
