// The toolbar badge for the to-do count: empty when there is nothing to sign, "99+" beyond 99
// (a badge has room for about four characters).
export const TODO_BADGE_COLOR = '#e8590c';

export function todoBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
