// What the toolbar badge shows: the number of contracts waiting for the user's signature first (the
// one thing they must act on, orange); with nothing to sign, the unread notices (blue); nothing
// when both are zero. The tooltip always tells both.
import { translate, type TLanguage } from '@ecsign/core/i18n';

export const TODO_BADGE_COLOR = '#e8590c';
export const UNREAD_BADGE_COLOR = '#1c7ed6';

export interface ToolbarBadgeFace {
  text: string;
  color: string;
  title: string;
}

/** A badge has room for about four characters: "99+" beyond 99, nothing for zero. */
export function countBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

export function toolbarBadgeFace(counts: { todo: number; unread: number }, language: TLanguage): ToolbarBadgeFace {
  const title = `${translate(language, 'extensionTitle')} — ${translate(language, 'extBadgeTitle', counts)}`;
  if (counts.todo > 0) return { text: countBadgeText(counts.todo), color: TODO_BADGE_COLOR, title };
  return { text: countBadgeText(counts.unread), color: UNREAD_BADGE_COLOR, title };
}
