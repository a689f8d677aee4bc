// Acting as another of one's own accounts (POST cb/assemble/usercenter/account/switch): the session
// keeps its tokens, and /refresh fetches the user, permissions and menus again before /home.
import { useCallback } from 'react';
import { usePortalSession } from './portal-session';
import { useNavigate } from './router';

export const AFTER_SWITCH_PATH = '/refresh?redirect=%2Fhome';

export function useSwitchAccount(): (accountId: string) => Promise<void> {
  const { api } = usePortalSession();
  const navigate = useNavigate();
  return useCallback(
    async (accountId: string) => {
      await api.call({ method: 'POST', path: 'cb/assemble/usercenter/account/switch', json: { accountId } });
      navigate(AFTER_SWITCH_PATH, { replace: true });
    },
    [api, navigate],
  );
}
