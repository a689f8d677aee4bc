// Platform options (endpoints.platform; spec items C-user-menus, C-interface-settings,
// C-watermark): menus (token), interface and watermark settings (no token: the login page shows
// the system name before anyone logs in), base-service configuration (token).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requestLanguage } from '../../http/request-language';
import { listBaseServiceConfigs } from './list-base-service-configs';
import { listInterfaceSettings } from './list-interface-settings';
import { listWatermarkSettings } from './list-watermark-settings';
import { userMenus } from './user-menus';

const declared = endpoints.platform;

export function platformRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.userMenus, async ({ caller, request }) =>
    userMenus(context, caller, requestLanguage(request)),
  );

  mountEndpoint(app, context, declared.interfaceSettings, async ({ request }) =>
    listInterfaceSettings(context, requestLanguage(request)),
  );

  mountEndpoint(app, context, declared.watermarkSettings, async () => listWatermarkSettings(context));

  mountEndpoint(app, context, declared.baseServiceConfigs, async ({ input }) =>
    listBaseServiceConfigs(context, input.query.businessType),
  );
}
