// Menu management for platform staff (endpoints.menuSettings): the tree, renaming and hiding,
// reordering and resetting. The overrides change every account's menus (platform/user-menus.ts).
import { endpoints } from '@ecsign/core/endpoints';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { mountEndpoint } from '../../http/mount-endpoint';
import { requirePlatformStaff } from '../platform-config/platform-staff';
import { reorderMenus, resetMenu, updateMenu } from './change-menu';
import { menuSettingsTree } from './menu-settings-tree';

const declared = endpoints.menuSettings;

export function menuSettingRoutes(app: FastifyInstance, context: AppContext) {
  mountEndpoint(app, context, declared.tree, async ({ request }) => {
    await requirePlatformStaff(context, request);
    return menuSettingsTree(context);
  });

  mountEndpoint(app, context, declared.update, async ({ input, request }) => {
    const staff = await requirePlatformStaff(context, request);
    await updateMenu(context, staff.userId, input.body);
    return menuSettingsTree(context);
  });

  mountEndpoint(app, context, declared.reorder, async ({ input, request }) => {
    const staff = await requirePlatformStaff(context, request);
    await reorderMenus(context, staff.userId, input.body);
    return menuSettingsTree(context);
  });

  mountEndpoint(app, context, declared.reset, async ({ input, request }) => {
    await requirePlatformStaff(context, request);
    await resetMenu(context, input.body.menuId);
    return menuSettingsTree(context);
  });
}
