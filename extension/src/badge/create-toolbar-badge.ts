// Keeps the toolbar badge on the logged-in user's to-do and unread-notice counts (see
// toolbar-badge-face.ts). The service worker is its only writer: it refreshes on a periodic alarm,
// when the session changes, and when the popup asks (after it loaded the to-do list, and after it
// signed one). refresh() writes only when the face changed since it last wrote. The signature
// check never writes here: its results show in the popup. Logging out clears what it had shown.
import { createApiClient } from '@ecsign/core/api';
import type { TLanguage } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import type { SessionStore } from '@ecsign/core/session';
import { createTodoClient } from '../popup/todo-client';
import { toolbarBadgeFace, type ToolbarBadgeFace } from './toolbar-badge-face';

export const BADGE_ALARM = 'ecsign-toolbar-badge';
/** Chrome's shortest alarm period for a packed extension is 30 s; a minute is plenty for a badge. */
export const BADGE_POLL_MINUTES = 1;

export interface ToolbarBadgeDeps {
  readonly store: SessionStore;
  readonly serverAddress: () => Promise<string>;
  readonly fetch: typeof fetch;
  readonly language: () => Promise<TLanguage>;
  readonly setBadge: (face: ToolbarBadgeFace) => Promise<void>;
  readonly now?: () => number;
}

export interface ToolbarBadge {
  /** Fetches both counts and updates the badge; answers them, or null when logged out or unreachable. */
  refresh(): Promise<{ todo: number; unread: number } | null>;
}

export function createToolbarBadge(deps: ToolbarBadgeDeps): ToolbarBadge {
  let shown = '';
  const show = async (face: ToolbarBadgeFace) => {
    const key = `${face.text}|${face.color}|${face.title}`;
    if (key === shown) return;
    shown = key;
    await deps.setBadge(face);
  };
  return {
    async refresh() {
      const token = (await deps.store.get('loginUser'))?.access_token;
      const language = await deps.language();
      if (!token) {
        if (shown) await show({ text: '', color: '', title: '' });
        return null;
      }
      const address = await deps.serverAddress();
      const clock = deps.now ? { now: deps.now } : {};
      const api = createApiClient({
        baseUrl: address,
        clientName: 'ext',
        fetch: deps.fetch,
        getAccessToken: () => token,
        getLanguage: () => language,
        ...clock,
      });
      const todo = createTodoClient({
        address,
        fetch: deps.fetch,
        store: deps.store,
        getLanguage: () => language,
        ...clock,
      });
      try {
        const [todoPage, unread] = await Promise.all([todo.list(), api.call(endpoints.notices.unreadCount)]);
        const counts = { todo: todoPage.total, unread: unread.total };
        await show(toolbarBadgeFace(counts, language));
        return counts;
      } catch {
        // Server away or session expired: keep what is shown until the next alarm.
        return null;
      }
    },
  };
}
