// QR code configuration for platform staff: GET bc/assemble/qrcode/settings and POST
// …/update. The certificate of completion (contracts/sign-plan.ts) draws its QR code with them, and
// the portal its own (GET …/portal, any signed-in caller: a base URL, a size and a level, nothing
// staff-only — the codes it draws are on the contract summary and the signing screen).
import { ZQrCodeSettingsUpdate } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requirePlatformStaff } from '../platform-config/platform-staff';
import { portalQrSettings, qrCodeSettings } from './load-qr-code-settings';
import { updateQrCodeSettings } from './update-qr-code-settings';
import { guard } from '../../security/route-guard';

export function qrCodeSettingRoutes(app: FastifyInstance, context: AppContext) {
  app.get('/bc/assemble/qrcode/settings', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    return ok(await qrCodeSettings(context));
  });

  app.get('/bc/assemble/qrcode/portal', guard.signedIn(), async () => ok(await portalQrSettings(context)));

  app.post('/bc/assemble/qrcode/update', guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    await updateQrCodeSettings(context, parseInput(ZQrCodeSettingsUpdate, request.body));
    return ok(await qrCodeSettings(context));
  });
}
