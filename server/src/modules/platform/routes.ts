// Platform options (spec items C-user-menus, C-interface-settings, C-watermark): menus (token), interface and watermark settings (no token: the
// login page shows the system name before anyone logs in), base-service configuration (token).
import { ZBusinessTypeQuery } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requestLanguage } from '../../http/request-language';
import { authenticate } from '../auth/authenticate';
import { listBaseServiceConfigs } from './list-base-service-configs';
import { listInterfaceSettings } from './list-interface-settings';
import { listWatermarkSettings } from './list-watermark-settings';
import { userMenus } from './user-menus';
import { guard } from '../../security/route-guard';

export function platformRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/cb/assemble/usercenter/userRegister/userMenus', guard.signedIn(), async (request) => {
    const auth = await authenticate(context, request);
    return ok(await userMenus(context, auth, requestLanguage(request)));
  });

  app.get('/bc/assemble/interfacesetting/list', async (request) =>
    ok(await listInterfaceSettings(context, requestLanguage(request))),
  );

  app.get('/bc/assemble/watermarkbanscreenshots/list', async () => ok(await listWatermarkSettings(context)));

  app.get('/baseservice/config/getlistByteBusinessTypes', guard.signedIn(), async (request) => {
    await authenticate(context, request);
    const { businessType } = parseInput(ZBusinessTypeQuery, request.query);
    return ok(await listBaseServiceConfigs(context, businessType));
  });
}
