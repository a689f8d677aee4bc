// POST message/sendEcAuthCode with scene LOGIN: the SMS code for an SMS login.
import type { ApiClient } from '@ecsign/core/api';
import { ZSendAuthCodeReply, type TSendAuthCodeReply } from '@ecsign/core/model';

export function sendLoginCode(api: Pick<ApiClient, 'request'>, mobile: string): Promise<TSendAuthCodeReply> {
  return api.request(
    { method: 'POST', path: 'message/sendEcAuthCode', json: { mobile, scene: 'LOGIN' }, noToken: true },
    ZSendAuthCodeReply,
  );
}
