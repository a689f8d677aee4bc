// The popup's request to the service worker to refresh the toolbar badge now (the worker is the
// badge's only writer, so the popup and the periodic alarm never show different numbers).
export const REFRESH_BADGE_MESSAGE = { type: 'refresh-toolbar-badge' } as const;

export function isRefreshBadgeRequest(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === REFRESH_BADGE_MESSAGE.type
  );
}
