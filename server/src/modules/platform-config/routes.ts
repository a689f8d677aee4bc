// The platform staff's configuration: interface options, the watermark and screenshot
// ban, and the base-service configuration entries by business type. Only platform:config (INSIDE staff).
import {
  ZBaseConfigKeyRequest,
  ZBaseConfigSaveRequest,
  ZInterfaceOptionUpdateRequest,
  ZWatermarkUpdateRequest,
} from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { changeBaseConfig, listBaseConfigTypes } from './change-base-config';
import { requirePlatformStaff } from './platform-staff';
import { updateInterfaceOption } from './update-interface-option';
import { updateWatermark } from './update-watermark';
import { guard } from '../../security/route-guard';

export function platformConfigRoutes(app: FastifyInstance, context: AppContext) {
  app.post('/bc/assemble/watermarkbanscreenshots/update', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    await updateWatermark(context, parseInput(ZWatermarkUpdateRequest, request.body));
    return ok(null);
  });

  app.post('/bc/assemble/interfacesetting/update', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    await updateInterfaceOption(context, parseInput(ZInterfaceOptionUpdateRequest, request.body));
    return ok(null);
  });

  app.get('/baseservice/config/types', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    return ok(await listBaseConfigTypes(context));
  });

  for (const kind of ['CREATE', 'UPDATE'] as const) {
    app.post(`/baseservice/config/${kind.toLowerCase()}`, guard.activeAccount('platform:config'), async (request) => {
      await requirePlatformStaff(context, request);
      await changeBaseConfig(context, { kind, ...parseInput(ZBaseConfigSaveRequest, request.body) });
      return ok(null);
    });
  }

  app.post('/baseservice/config/delete', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    await changeBaseConfig(context, { kind: 'DELETE', ...parseInput(ZBaseConfigKeyRequest, request.body) });
    return ok(null);
  });
}
