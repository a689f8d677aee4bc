// Which client and endpoints `ecsign hr …` talks through: the logged-in session
// (endpoints.hrBatches), or — for cron jobs — an Open API app whose id and secret come from
// ECSIGN_APP_ID / ECSIGN_APP_SECRET (a bearer token from endpoints.openApi.token, then
// endpoints.openApiHrBatches).
import type { ApiClient } from '@ecsign/core/api';
import { endpoints, type THrBatchEndpoints } from '@ecsign/core/endpoints';
import type { CommandContext } from '../command-context';
import type { CliIo } from '../cli-io';
import { notLoggedIn } from '../session/not-logged-in';

export interface HrClient {
  api: ApiClient;
  /** The batch endpoints this client may call. */
  batch: THrBatchEndpoints;
  /** Whether it acts as an Open API app (whose rows each need a business ID). */
  openApi: boolean;
}

export async function hrClient(context: CommandContext, io: CliIo): Promise<HrClient> {
  const appId = io.env.ECSIGN_APP_ID;
  const appSecret = io.env.ECSIGN_APP_SECRET;
  if (appId && appSecret) {
    const token = await context.api.call(endpoints.openApi.token, { body: { appId, appSecret } }, { noToken: true });
    return {
      api: context.connect({ accessToken: token.accessToken }),
      batch: endpoints.openApiHrBatches,
      openApi: true,
    };
  }
  if (!(await context.session.tokens())) throw notLoggedIn(context);
  return { api: context.sessionApi, batch: endpoints.hrBatches, openApi: false };
}
