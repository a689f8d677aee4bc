// The toolbar badge for unread notices: empty when there are none, "99+" beyond 99.
export const UNREAD_BADGE_COLOR = '#1c7ed6';

export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}
