// Menu management's changes, each an upsert of the entry's override row: rename (names in all
// three languages, or null for the built-in ones) and hide (MENU_CANNOT_BE_HIDDEN for menu
// management itself), reorder one level (MENU_ORDER_INVALID unless the list is exactly that
// level's entries), and reset to the built-in name, place and visibility. Unknown ids: MENU_NOT_FOUND.
import { AppError } from '@ecsign/core/errors';
import { MENU_TREE } from '@ecsign/core/guard';
import type { ZMenuReorderRequest, ZMenuUpdateRequest } from '@ecsign/core/model';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { findMenu, UNHIDEABLE_MENU } from './menu-settings-tree';

function existing(menuId: string) {
  const node = findMenu(MENU_TREE, menuId);
  if (!node) throw new AppError('MENU_NOT_FOUND', { internal: `no menu ${menuId}` });
  return node;
}

export async function updateMenu(
  context: AppContext,
  staffUserId: string,
  change: z.output<typeof ZMenuUpdateRequest>,
): Promise<void> {
  existing(change.menuId);
  if (change.hidden === true && change.menuId === UNHIDEABLE_MENU) throw new AppError('MENU_CANNOT_BE_HIDDEN');
  const title = change.title === undefined ? null : change.title;
  await context.database.query(
    `INSERT INTO menu_overrides (menu_id, title, hidden, updated_by, updated_at)
     VALUES ($1, $2::jsonb, COALESCE($3, false), $4, $5)
     ON CONFLICT (menu_id) DO UPDATE SET
       title = CASE WHEN $6 THEN EXCLUDED.title ELSE menu_overrides.title END,
       hidden = COALESCE($3, menu_overrides.hidden),
       updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [
      change.menuId,
      title === null ? null : JSON.stringify(title),
      change.hidden ?? null,
      staffUserId,
      context.now(),
      change.title !== undefined,
    ],
  );
}

export async function reorderMenus(
  context: AppContext,
  staffUserId: string,
  change: z.output<typeof ZMenuReorderRequest>,
): Promise<void> {
  const siblings = change.parentId === null ? MENU_TREE : (existing(change.parentId).children ?? []);
  const expected = siblings.map((node) => node.id).sort();
  const given = [...change.menuIds].sort();
  if (expected.length === 0) throw new AppError('MENU_NOT_FOUND', { internal: `${change.parentId} has no children` });
  if (expected.join('\n') !== given.join('\n')) throw new AppError('MENU_ORDER_INVALID');
  await context.database.transaction(async (tx) => {
    for (const [index, menuId] of change.menuIds.entries()) {
      await tx.query(
        `INSERT INTO menu_overrides (menu_id, sort_order, updated_by, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (menu_id) DO UPDATE SET sort_order = EXCLUDED.sort_order,
           updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [menuId, index, staffUserId, context.now()],
      );
    }
  });
}

export async function resetMenu(context: AppContext, menuId: string): Promise<void> {
  existing(menuId);
  await context.database.query('DELETE FROM menu_overrides WHERE menu_id = $1', [menuId]);
}
