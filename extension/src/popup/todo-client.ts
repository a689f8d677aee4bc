// The popup's to-do list on the logged-in server — the one inbox (endpoints.contracts.inbox): what waits
// for the user's signature on every account they hold, each row with its account — and the way
// into the portal to sign one: a one-time login-transfer ticket, so the portal tab opens the
// signing page already logged in as the popup's user without the token ever entering a URL. A
// to-do of another account first switches the popup's session to that account (the server's
// account switch, which checks it is the user's), so the ticket carries that account.
import { createApiClient } from '@ecsign/core/api';
import { endpoints } from '@ecsign/core/endpoints';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TEveryAccountInbox } from '@ecsign/core/model';
import type { SessionStore } from '@ecsign/core/session';

/** The first page is enough for a popup; the total still counts them all (the badge). */
export const TODO_PAGE_SIZE = 20;

export interface TodoClient {
  list(): Promise<TEveryAccountInbox>;
  /**
   * The portal URL that logs the popup's user in and opens the signing page of `planId`; with
   * `accountId` (a to-do of another account) as that account.
   */
  signUrl(planId: string, accountId?: string): Promise<string>;
}

export function createTodoClient(options: {
  address: string;
  fetch: typeof fetch;
  store: SessionStore;
  getLanguage: () => TLanguage;
  now?: () => number;
}): TodoClient {
  const { address, store } = options;
  let accessToken: string | undefined;
  const api = createApiClient({
    baseUrl: address,
    clientName: 'ext',
    fetch: options.fetch,
    getAccessToken: () => accessToken,
    getLanguage: options.getLanguage,
    now: options.now,
  });
  async function withToken() {
    accessToken = (await store.get('loginUser'))?.access_token;
    if (!accessToken) throw new AppError('SESSION_EXPIRED', { internal: 'no stored session' });
  }
  return {
    async list() {
      await withToken();
      return api.call(endpoints.contracts.inbox, { query: { scope: 'ALL', current: 1, size: TODO_PAGE_SIZE } });
    },
    async signUrl(planId, accountId) {
      await withToken();
      if (accountId) {
        await api.call(endpoints.account.switchAccount, { body: { accountId } });
      }
      const { ticket } = await api.call(endpoints.sso.loginTransferTicket);
      const redirect = `/fileSign/fileSign?planId=${encodeURIComponent(planId)}`;
      const query = new URLSearchParams({ ticket, redirect });
      return `${address.replace(/\/+$/, '')}/loginTransfer?${query.toString()}`;
    },
  };
}
