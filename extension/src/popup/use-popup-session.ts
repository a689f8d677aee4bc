// The popup's state: language, server address, whether someone is logged in, and the alert.
// On opening it reads the server address the options page keeps and restores a stored session
// (showing the cached user at once, then asking the server); logging in (password or SMS) and
// out go through the connection to that server.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_LANGUAGE, type TLanguage } from '@ecsign/core/i18n';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import {
  createServerConnection,
  type ServerConnection,
  type TPasswordCredentials,
  type TSmsCredentials,
} from '../connection/create-server-connection';
import { DEFAULT_SERVER_ADDRESS } from '../connection/normalize-server-address';
import type { ExtensionPlatform } from '../extension-platform';
import { noticeOf, type TPopupNotice } from './popup-notice';

export type TPopupView = { kind: 'loading' } | { kind: 'signed-out' } | { kind: 'signed-in'; user: TLoggedUserInfo };

export interface PopupSession {
  language: TLanguage;
  setLanguage(language: TLanguage): void;
  /** The server the popup talks to (set in the options page). */
  address: string;
  connection: ServerConnection;
  view: TPopupView;
  notice: TPopupNotice | undefined;
  setNotice(notice: TPopupNotice | undefined): void;
  /** Resolves true when the user is logged in, false when the alert says why not. */
  logIn(credentials: TPasswordCredentials): Promise<boolean>;
  logInWithSms(credentials: TSmsCredentials): Promise<boolean>;
  /** Resolves true when the code was sent, false when the alert says why not. */
  /** Sends the LOGIN code; `askSecurityCheck` shows the slider when the server asks for it. */
  sendSmsCode(mobile: string, askSecurityCheck: () => Promise<string | undefined>): Promise<boolean>;
  logOut(): Promise<void>;
}

export function usePopupSession(platform: ExtensionPlatform): PopupSession {
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

  /** Runs a step against the server; a failure becomes the alert and the answer false. */
  const attempt = useCallback(async (step: () => Promise<unknown>) => {
    setNotice(undefined);
    try {
      await step();
      return true;
    } catch (error) {
      setNotice(noticeOf(error));
      return false;
    }
  }, []);

  const signedIn = useCallback(async (login: Promise<TLoggedUserInfo>) => {
    const user = await login;
    setView({ kind: 'signed-in', user });
  }, []);

  const logIn = useCallback(
    (credentials: TPasswordCredentials) => attempt(() => signedIn(connection.logIn(credentials))),
    [attempt, signedIn, connection],
  );
  const logInWithSms = useCallback(
    (credentials: TSmsCredentials) => attempt(() => signedIn(connection.logInWithSms(credentials))),
    [attempt, signedIn, connection],
  );
  const sendSmsCode = useCallback(
    (mobile: string, askSecurityCheck: () => Promise<string | undefined>) =>
      attempt(() => connection.sendSmsCode(mobile, askSecurityCheck)),
    [attempt, connection],
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

  return {
    language,
    setLanguage,
    address,
    connection,
    view,
    notice,
    setNotice,
    logIn,
    logInWithSms,
    sendSmsCode,
    logOut,
  };
}
