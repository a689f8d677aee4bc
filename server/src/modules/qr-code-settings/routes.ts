// QR code configuration for platform staff (endpoints.qrCodeSettings): the certificate of
// completion (contracts/sign-plan.ts) draws its QR code with them, and the portal its own (the
// portal settings, any signed-in caller: a base URL, a size and a level, nothing staff-only — the
// codes it draws are on the contract summary and the signing screen).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requirePlatformStaff } from '../platform-config/platform-staff';
import { portalQrSettings, qrCodeSettings } from './load-qr-code-settings';
import { updateQrCodeSettings } from './update-qr-code-settings';

const declared = endpoints.qrCodeSettings;

export function qrCodeSettingRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.settings, async ({ request }) => {
    await requirePlatformStaff(context, request);
    return qrCodeSettings(context);
  });

  mountEndpoint(app, context, declared.portal, async () => portalQrSettings(context));

  mountEndpoint(app, context, declared.update, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await updateQrCodeSettings(context, input.body);
    return qrCodeSettings(context);
  });
}
