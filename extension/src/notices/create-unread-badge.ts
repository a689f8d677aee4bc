// Keeps the toolbar badge on the logged-in user's unread notice count (GET
// cb/assemble/notice/unreadCount on the configured server). The service worker calls refresh() on
// a periodic alarm and when the session changes. The badge is shared with the signature check's
// ✓/✗: refresh() writes only when the count's text changed since it last wrote, so a check result
// stays until there is news; logging out clears a count it had shown.
import { createApiClient } from '@ecsign/core/api';
import { ZUnreadCount } from '@ecsign/core/model';
import type { SessionStore } from '@ecsign/core/session';
import { UNREAD_BADGE_COLOR, unreadBadgeText } from './unread-badge-text';

export const UNREAD_ALARM = 'ecsign-unread-notices';
/** Chrome's shortest alarm period for a packed extension is 30 s; a minute is plenty for a badge. */
export const UNREAD_POLL_MINUTES = 1;

export interface UnreadBadgeDeps {
  readonly store: SessionStore;
  readonly serverAddress: () => Promise<string>;
  readonly fetch: typeof fetch;
  readonly setBadge: (badge: { text: string; color: string }) => Promise<void>;
  readonly now?: () => number;
}

export interface UnreadBadge {
  /** Fetches the count and updates the badge; answers the count, or null when logged out or unreachable. */
  refresh(): Promise<number | null>;
}

export function createUnreadBadge(deps: UnreadBadgeDeps): UnreadBadge {
  let shown = '';
  const show = async (text: string) => {
    if (text === shown) return;
    shown = text;
    await deps.setBadge({ text, color: UNREAD_BADGE_COLOR });
  };
  return {
    async refresh() {
      const token = (await deps.store.get('loginUser'))?.access_token;
      if (!token) {
        await show('');
        return null;
      }
      const api = createApiClient({
        baseUrl: await deps.serverAddress(),
        clientName: 'ext',
        fetch: deps.fetch,
        getAccessToken: () => token,
        getLanguage: () => 'zh',
        ...(deps.now ? { now: deps.now } : {}),
      });
      try {
        const { total } = await api.request({ method: 'GET', path: 'cb/assemble/notice/unreadCount' }, ZUnreadCount);
        await show(unreadBadgeText(total));
        return total;
      } catch {
        // Server away or session expired: keep what is shown until the next alarm.
        return null;
      }
    },
  };
}
