// The login the CLI keeps between runs: the token pair and who the user is, in core's session
// store over the conf file, tied to the server that issued them so that a token is never sent to
// another server (`--server` or ECSIGN_SERVER pointing elsewhere reads as logged out).
import type Conf from 'conf';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import {
  clearExpiredSession,
  createSessionStore,
  SESSION_PART_NAMES,
  type SessionStore,
  type TLoginUser,
} from '@ecsign/core/session';
import type { CliSettings } from '../cli-config';
import { confSessionStorage } from '../conf-session-storage';

export interface CliSession {
  /** The server this run talks to. */
  readonly server: string;
  readonly store: SessionStore;
  /** The server the stored session belongs to, if there is one. */
  storedServer(): string | undefined;
  /** The stored tokens, when they were issued by this run's server. */
  tokens(): Promise<TLoginUser | undefined>;
  /** The stored tokens, whichever server issued them (to log out there). */
  storedTokens(): Promise<TLoginUser | undefined>;
  /** Starts a new session: forgets the former one, keeps these tokens for this server. */
  start(tokens: TLoginUser): Promise<void>;
  /** Replaces the tokens of the current session (after a refresh). */
  renew(tokens: TLoginUser): Promise<void>;
  /** Keeps who the user is, as the portal and the extension do. */
  saveUser(user: TLoggedUserInfo): Promise<void>;
  /** What an expired session loses (spec item S-session-expired); the rest stays. */
  forgetExpired(): Promise<void>;
  /** The whole login; only the language stays. */
  forget(): Promise<void>;
}

export function createCliSession(options: { conf: Conf<CliSettings>; server: string }): CliSession {
  const { conf, server } = options;
  const store = createSessionStore(confSessionStorage(conf));
  const storedServer = () => conf.get('sessionServer');

  async function forget() {
    await Promise.all(SESSION_PART_NAMES.filter((part) => part !== 'language').map((part) => store.remove(part)));
    conf.delete('sessionServer');
  }

  return {
    server,
    store,
    storedServer,
    async tokens() {
      return storedServer() === server ? store.get('loginUser') : undefined;
    },
    storedTokens: () => store.get('loginUser'),
    async start(tokens) {
      await forget();
      await store.set('loginUser', tokens);
      conf.set('sessionServer', server);
    },
    async renew(tokens) {
      await store.set('loginUser', tokens);
    },
    async saveUser(user) {
      await store.set('activeUser', user);
      await store.set('userOwnerType', user.userOwnerType);
      await store.set('permissions', user.permissions);
    },
    forgetExpired: () => clearExpiredSession(store),
    forget,
  };
}
