// The to-do count on the toolbar badge without the popup open, for the service worker to call on
// a timer (chrome.alarms) or when a notice arrives: nobody logged in or an expired session clears
// the badge; an unreachable server leaves the last count in place.
import { isAppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import type { SessionStore } from '@ecsign/core/session';
import { todoBadgeText } from './todo-badge';
import { createTodoClient } from './todo-client';

export async function refreshTodoBadge(options: {
  address: string;
  fetch: typeof fetch;
  store: SessionStore;
  getLanguage: () => TLanguage;
  setBadge(text: string): Promise<void> | void;
}): Promise<number | null> {
  if (!(await options.store.get('loginUser'))) {
    await options.setBadge('');
    return null;
  }
  try {
    const { total } = await createTodoClient(options).list();
    await options.setBadge(todoBadgeText(total));
    return total;
  } catch (error) {
    if (isAppError(error) && error.code === 'SESSION_EXPIRED') {
      await options.setBadge('');
      return null;
    }
    throw error;
  }
}
