// Which client and path `ecsign hr …` talks through: the logged-in session (hr/batch), or — for
// cron jobs — an Open API app whose id and secret come from ECSIGN_APP_ID / ECSIGN_APP_SECRET
// (a bearer token from openapi/v1/token, then openapi/v1/hr/batch).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import type { CommandContext } from '../command-context';
import type { CliIo } from '../cli-io';
import { notLoggedIn } from '../session/not-logged-in';

export interface HrClient {
  api: ApiClient;
  /** Path of the batch endpoints below /ecapi. */
  base: string;
}

export async function hrClient(context: CommandContext, io: CliIo): Promise<HrClient> {
  const appId = io.env.ECSIGN_APP_ID;
  const appSecret = io.env.ECSIGN_APP_SECRET;
  if (appId && appSecret) {
    const token = await context.api.call(endpoints.openApi.token, { body: { appId, appSecret } }, { noToken: true });
    return { api: context.connect({ accessToken: token.accessToken }), base: 'openapi/v1/hr/batch' };
  }
  if (!(await context.session.tokens())) throw notLoggedIn(context);
  return { api: context.sessionApi, base: 'hr/batch' };
}
