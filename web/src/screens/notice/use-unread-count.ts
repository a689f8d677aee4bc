// The logged-in user's unread notice count (endpoints.notices.unreadCount), refreshed every
// UNREAD_POLL_MS, when the tab becomes visible again, and when a notice screen announces a change.
import { useCallback, useEffect, useState } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import type { TUnreadCount } from '@ecsign/core/model';
import { usePortalSession } from '../../app/portal-session';
import { NOTICES_CHANGED_EVENT, UNREAD_POLL_MS } from './notice-events';

export function useUnreadCount(enabled: boolean): TUnreadCount | null {
  const { api } = usePortalSession();
  const [count, setCount] = useState<TUnreadCount | null>(null);
  const load = useCallback(() => {
    api.call(endpoints.notices.unreadCount).then(setCount, () => undefined);
  }, [api]);
  useEffect(() => {
    if (!enabled) return;
    load();
    const timer = window.setInterval(load, UNREAD_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && load();
    window.addEventListener(NOTICES_CHANGED_EVENT, load);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(NOTICES_CHANGED_EVENT, load);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [enabled, load]);
  return enabled ? count : null;
}
