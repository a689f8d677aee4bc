// The staff's stored menu overrides, and the menu tree with them applied — what userMenus prunes
// by permission. One small SELECT per menu request; the table holds at most one row per entry.
import { applyMenuOverrides, type MenuNode, type TMenuOverride } from '@ecsign/core/guard';
import type { AppContext } from '../../context';

export async function loadMenuOverrides(context: AppContext): Promise<TMenuOverride[]> {
  const rows = await context.database.query<{
    menu_id: string;
    title: TMenuOverride['title'];
    sort_order: number | null;
    hidden: boolean;
  }>('SELECT menu_id, title, sort_order, hidden FROM menu_overrides');
  return rows.map((row) => ({ menuId: row.menu_id, title: row.title, sortOrder: row.sort_order, hidden: row.hidden }));
}

export async function menuTreeWithOverrides(context: AppContext): Promise<MenuNode[]> {
  return applyMenuOverrides(await loadMenuOverrides(context));
}
