// Menu management for platform staff: GET bc/assemble/menu/tree, POST …/update (rename,
// hide), …/reorder and …/reset. The overrides change every account's menus (platform/user-menus.ts).
import { ZMenuReorderRequest, ZMenuResetRequest, ZMenuUpdateRequest } from '@ecsign/core/model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/parse-input';
import { ok } from '../../http/reply';
import { requirePlatformStaff } from '../platform-config/platform-staff';
import { reorderMenus, resetMenu, updateMenu } from './change-menu';
import { menuSettingsTree } from './menu-settings-tree';
import { guard } from '../../security/route-guard';

const M = '/bc/assemble/menu';

export function menuSettingRoutes(app: FastifyInstance, context: AppContext) {
  app.get(`${M}/tree`, guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    return ok(await menuSettingsTree(context));
  });

  app.post(`${M}/update`, guard.activeAccount('platform:config'), async (request) => {
    const staff = await requirePlatformStaff(context, request);
    await updateMenu(context, staff.userId, parseInput(ZMenuUpdateRequest, request.body));
    return ok(await menuSettingsTree(context));
  });

  app.post(`${M}/reorder`, guard.activeAccount('platform:config'), async (request) => {
    const staff = await requirePlatformStaff(context, request);
    await reorderMenus(context, staff.userId, parseInput(ZMenuReorderRequest, request.body));
    return ok(await menuSettingsTree(context));
  });

  app.post(`${M}/reset`, guard.activeAccount('platform:config'), async (request) => {
    await requirePlatformStaff(context, request);
    await resetMenu(context, parseInput(ZMenuResetRequest, request.body).menuId);
    return ok(await menuSettingsTree(context));
  });
}
