// Menu management for platform staff (spec item C-user-menus): the whole tree with who each entry
// opens for, and renaming, reordering, hiding and resetting entries. Every change answers the tree.
import { ZMenuReorderRequest, ZMenuResetRequest, ZMenuSettingTree, ZMenuUpdateRequest } from '../model/menu-settings';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

const staff = access.activeAccount('platform:config');

export const menuSettings = {
  tree: endpoint({
    method: 'GET',
    path: '/bc/assemble/menu/tree',
    summary: 'The menu tree with the staff overrides and the roles each entry opens for',
    access: staff,
    input: {},
    reply: ZMenuSettingTree,
    errors: [],
  }),
  update: endpoint({
    method: 'POST',
    path: '/bc/assemble/menu/update',
    summary: 'Renames an entry (null: the built-in names) and/or hides it',
    access: staff,
    input: { body: ZMenuUpdateRequest },
    reply: ZMenuSettingTree,
    errors: ['MENU_NOT_FOUND', 'MENU_CANNOT_BE_HIDDEN'],
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/bc/assemble/menu/reorder',
    summary: 'Puts all the siblings under one parent in a new order',
    access: staff,
    input: { body: ZMenuReorderRequest },
    reply: ZMenuSettingTree,
    errors: ['MENU_NOT_FOUND', 'MENU_ORDER_INVALID'],
  }),
  reset: endpoint({
    method: 'POST',
    path: '/bc/assemble/menu/reset',
    summary: 'Gives an entry its built-in name, place and visibility again',
    access: staff,
    input: { body: ZMenuResetRequest },
    reply: ZMenuSettingTree,
    errors: ['MENU_NOT_FOUND'],
  }),
} as const;
