// The logged-in state of the portal: the session kept in sessionStorage (through core's session
// store), the /ecapi client that carries its token, and sign-in / sign-out. An expired session
// (70000401) clears exactly what spec item S-session-expired says and sends the user to the right login page.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@ecsign/core/api';
import { redirectAfterSessionExpired, routePowerFor } from '@ecsign/core/guard';
import type { TLanguage } from '@ecsign/core/i18n';
import { endpoints } from '@ecsign/core/endpoints';
import type { TUserMenusReply } from '@ecsign/core/model';
import {
  clearExpiredSession,
  type SessionStore,
  type TLoginUser,
  type TSessionSnapshot,
  type TTableColumnSettings,
} from '@ecsign/core/session';

export interface PortalSession {
  snapshot: TSessionSnapshot;
  /** The newest snapshot, updated before React re-renders (the navigation guard reads it). */
  current(): TSessionSnapshot;
  api: ApiClient;
  /**
   * Stores a fresh token pair (or only an access token, as an external token login hands over),
   * then fetches and caches who the user is.
   */
  signIn(tokens: Omit<TLoginUser, 'receivedAt'>): Promise<void>;
  /** Fetches who the user is again (getLoggedUserInfo), e.g. after switching the active account. */
  refreshUser(): Promise<void>;
  /** Fetches the menu tree of the active account in the current language and caches it (menuList). */
  loadMenus(): Promise<TUserMenusReply>;
  /**
   * Ends the session: on the server (token/logout) and here. `localOnly` only forgets it here,
   * for a session the server has already ended (after a password reset).
   */
  signOut(options?: { localOnly?: boolean }): Promise<void>;
  /** Keeps the columns a table shows, as chosen in its column chooser (spec item F-session-table-columns). */
  saveTableColumns(table: string, columns: TTableColumnSettings[string]): Promise<void>;
}

const PortalSessionContext = createContext<PortalSession | null>(null);

export function PortalSessionProvider(props: {
  store: SessionStore;
  initialSnapshot: TSessionSnapshot;
  language: TLanguage;
  /** Where to go after the session expired (the router's navigate). */
  onExpired: (redirectTo: string) => void;
  children: ReactNode;
}) {
  const { store, initialSnapshot, language, onExpired, children } = props;
  const [snapshot, setSnapshot] = useState(initialSnapshot);
  // The api client and the guard read the newest session and language without being re-created.
  const latest = useRef({ snapshot, language, onExpired });
  useEffect(() => {
    latest.current.language = language;
    latest.current.onExpired = onExpired;
  }, [language, onExpired]);

  const reload = useCallback(async () => {
    const next = await store.snapshot();
    latest.current.snapshot = next;
    setSnapshot(next);
  }, [store]);
  const current = useCallback(() => latest.current.snapshot, []);

  const api = useMemo(
    () =>
      createApiClient({
        baseUrl: '',
        clientName: 'web',
        fetch: window.fetch.bind(window),
        getAccessToken: () => latest.current.snapshot.loginUser?.access_token,
        getLanguage: () => latest.current.language,
        onSessionExpired: () => {
          const ownerType = latest.current.snapshot.userOwnerType;
          void clearExpiredSession(store)
            .then(reload)
            .then(() => {
              const to = redirectAfterSessionExpired(window.location.pathname, ownerType);
              if (to) latest.current.onExpired(to);
            });
        },
      }),
    [store, reload],
  );

  const refreshUser = useCallback(async () => {
    const user = await api.call(endpoints.auth.loggedUserInfo);
    await store.set('activeUser', user);
    await store.set('userOwnerType', user.userOwnerType);
    await store.set('permissions', user.permissions);
    if (user.extension) await store.set('userExtensionInfo', user.extension);
    await store.set('buttonPermissions', user.permissions);
    await store.set('routePower', routePowerFor(user.permissions));
    await reload();
  }, [api, store, reload]);

  const signIn = useCallback(
    async (tokens: Omit<TLoginUser, 'receivedAt'>) => {
      await store.set('loginUser', { ...tokens, receivedAt: Date.now() });
      latest.current.snapshot = { ...latest.current.snapshot, loginUser: { ...tokens } };
      await refreshUser();
    },
    [store, refreshUser],
  );

  const loadMenus = useCallback(async () => {
    const menus = await api.call(endpoints.platform.userMenus);
    await store.set('menuList', menus);
    await reload();
    return menus;
  }, [api, store, reload]);

  // The server names the menus in the request's language (menusFor), so a language switch asks for
  // them again at once: the side menu never stays in the old language until a reload.
  const menuLanguage = useRef(language);
  useEffect(() => {
    if (menuLanguage.current === language) return;
    menuLanguage.current = language;
    if (latest.current.snapshot.loginUser && latest.current.snapshot.menuList) void loadMenus().catch(() => undefined);
  }, [language, loadMenus]);

  const signOut = useCallback(
    async (options: { localOnly?: boolean } = {}) => {
      if (!options.localOnly) await api.call(endpoints.auth.logout).catch(() => undefined);
      await clearExpiredSession(store);
      for (const part of ['permissions', 'routePower', 'menuList'] as const) await store.remove(part);
      await reload();
    },
    [api, store, reload],
  );

  const saveTableColumns = useCallback(
    async (table: string, columns: TTableColumnSettings[string]) => {
      const stored = (await store.get('tableColumns')) ?? {};
      await store.set('tableColumns', { ...stored, [table]: columns });
      await reload();
    },
    [store, reload],
  );

  const value = useMemo(
    () => ({ snapshot, current, api, signIn, refreshUser, loadMenus, signOut, saveTableColumns }),
    [snapshot, current, api, signIn, refreshUser, loadMenus, signOut, saveTableColumns],
  );
  return <PortalSessionContext.Provider value={value}>{children}</PortalSessionContext.Provider>;
}

export function usePortalSession(): PortalSession {
  const value = useContext(PortalSessionContext);
  if (!value) throw new Error('usePortalSession outside PortalSessionProvider');
  return value;
}
