// Acting as another of one's own accounts (endpoints.account.switchAccount): the session
// keeps its tokens, and /refresh fetches the user, permissions and menus again before /home.
import { useCallback } from 'react';
import { endpoints } from '@ecsign/core/endpoints';
import { usePortalSession } from './portal-session';
import { useNavigate } from './router';

export const AFTER_SWITCH_PATH = '/refresh?redirect=%2Fhome';

export function useSwitchAccount(): (accountId: string) => Promise<void> {
  const { api } = usePortalSession();
  const navigate = useNavigate();
  return useCallback(
    async (accountId: string) => {
      await api.call(endpoints.account.switchAccount, { body: { accountId } });
      navigate(AFTER_SWITCH_PATH, { replace: true });
    },
    [api, navigate],
  );
}

/**
 * One inbox: acting on a to-do of another of one's accounts switches the session to that account
 * first (the server checks it is the caller's), then runs `work` as that account and opens `path`
 * through /refresh, so the portal's user, permissions and menus follow. For the active account
 * `work` runs and `path` opens at once.
 */
export function useActAsAccount(): (accountId: string, path: string, work?: () => Promise<unknown>) => Promise<void> {
  const { api, snapshot } = usePortalSession();
  const navigate = useNavigate();
  const activeAccountId = snapshot.activeUser?.activeAccount.accountId;
  return useCallback(
    async (accountId: string, path: string, work?: () => Promise<unknown>) => {
      if (accountId === activeAccountId) {
        await work?.();
        navigate(path);
        return;
      }
      await api.call(endpoints.account.switchAccount, { body: { accountId } });
      await work?.();
      navigate(`/refresh?redirect=${encodeURIComponent(path)}`, { replace: true });
    },
    [api, navigate, activeAccountId],
  );
}
