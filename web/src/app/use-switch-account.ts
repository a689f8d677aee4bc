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
