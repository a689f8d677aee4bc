// The platform staff's configuration (endpoints.platformConfig): interface options, the watermark
// and screenshot ban, and the base-service configuration entries by business type. Only
// platform:config (INSIDE staff).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { changeBaseConfig, listBaseConfigTypes } from './change-base-config';
import { requirePlatformStaff } from './platform-staff';
import { updateInterfaceOption } from './update-interface-option';
import { updateWatermark } from './update-watermark';

const declared = endpoints.platformConfig;

export function platformConfigRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.updateWatermark, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await updateWatermark(context, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.updateInterfaceOption, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await updateInterfaceOption(context, input.body);
    return null;
  });

  mountEndpoint(app, context, declared.configTypes, async ({ request }) => {
    await requirePlatformStaff(context, request);
    return listBaseConfigTypes(context);
  });

  mountEndpoint(app, context, declared.createConfig, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await changeBaseConfig(context, { kind: 'CREATE', ...input.body });
    return null;
  });

  mountEndpoint(app, context, declared.updateConfig, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await changeBaseConfig(context, { kind: 'UPDATE', ...input.body });
    return null;
  });

  mountEndpoint(app, context, declared.deleteConfig, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await changeBaseConfig(context, { kind: 'DELETE', ...input.body });
    return null;
  });
}
