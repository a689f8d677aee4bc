// The popup's state: language, server address, whether someone is logged in, and the alert.
// On opening it restores a stored session (showing the cached user at once, then asking the
// server); log in and log out go through the server connection of the chosen address.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, type TLanguage } from '@ecsign/core/i18n';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import {
  createServerConnection,
  type ServerConnection,
  type TPasswordCredentials,
} from '../connection/create-server-connection';
import { DEFAULT_SERVER_ADDRESS } from '../connection/normalize-server-address';
import { noticeOf, type TPopupNotice } from './popup-notice';
import type { PopupPlatform } from './popup-platform';

export type TPopupView = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: TLoggedUserInfo };

export interface PopupSession {
  language: TLanguage;
  setLanguage(language: TLanguage): void;
  /** The server the popup talks to. */
  address: string;
  setAddress(address: string): void;
  connection: ServerConnection;
  view: TPopupView;
  notice: TPopupNotice | undefined;
  setNotice(notice: TPopupNotice | undefined): void;
  /** Resolves true when the user is logged in, false when the alert says why not. */
  logIn(credentials: TPasswordCredentials): Promise<boolean>;
  logOut(): Promise<void>;
}

export function usePopupSession(platform: PopupPlatform): PopupSession {
  const [language, setLanguageState] = useState<TLanguage>(DEFAULT_LANGUAGE);
  const [address, setAddress] = useState(DEFAULT_SERVER_ADDRESS);
  const [view, setView] = useState<TPopupView>({ kind: 'loading' });
  const [notice, setNotice] = useState<TPopupNotice | undefined>();
  // The api client asks for the language on every call; it reads the newest without being re-made.
  const languageRef = useRef(language);
  useEffect(() => {
    languageRef.current = language;
  }, [language]);

  const connectTo = useCallback(
    (serverAddress: string) =>
      createServerConnection({
        address: serverAddress,
        fetch: platform.fetch,
        store: platform.store,
        getLanguage: () => languageRef.current,
        now: platform.now,
      }),
    [platform],
  );
  const connection = useMemo(() => connectTo(address), [connectTo, address]);

  useEffect(() => {
    let open = true;
    void (async () => {
      const [storedLanguage, storedAddress, snapshot] = await Promise.all([
        platform.store.getLanguage(),
        platform.serverAddress.load(),
        platform.store.snapshot(),
      ]);
      if (!open) return;
      languageRef.current = storedLanguage;
      setLanguageState(storedLanguage);
      setAddress(storedAddress);
      if (!snapshot.loginUser) {
        setView({ kind: 'signed-out' });
        return;
      }
      const cached = snapshot.activeUser;
      if (cached) setView({ kind: 'signed-in', user: cached });
      try {
        const user = await connectTo(storedAddress).loadUser();
        if (open) setView({ kind: 'signed-in', user });
      } catch (error) {
        if (!open) return;
        const failure = noticeOf(error);
        setNotice(failure);
        // Unreachable server: keep showing the cached user. Expired session: back to the form.
        const expired = failure.kind === 'error' && failure.error.code === 'SESSION_EXPIRED';
        if (expired || !cached) setView({ kind: 'signed-out' });
      }
    })().catch((error: unknown) => {
      if (!open) return;
      setNotice(noticeOf(error));
      setView({ kind: 'signed-out' });
    });
    return () => {
      open = false;
    };
  }, [platform, connectTo]);

  const setLanguage = useCallback(
    (next: TLanguage) => {
      languageRef.current = next;
      setLanguageState(next);
      void platform.store.setLanguage(next);
    },
    [platform],
  );

  const logIn = useCallback(
    async (credentials: TPasswordCredentials) => {
      setNotice(undefined);
      try {
        const user = await connection.logIn(credentials);
        await platform.serverAddress.save(connection.address);
        setView({ kind: 'signed-in', user });
        return true;
      } catch (error) {
        setNotice(noticeOf(error));
        return false;
      }
    },
    [connection, platform],
  );

  const logOut = useCallback(async () => {
    setNotice(undefined);
    try {
      await connection.logOut();
    } catch (error) {
      setNotice(noticeOf(error));
    }
    setView({ kind: 'signed-out' });
  }, [connection]);

  return { language, setLanguage, address, setAddress, connection, view, notice, setNotice, logIn, logOut };
}
