// What every command is given: the resolved server and language, the stored settings, the
// session, and api clients with and without the stored token.
import type Conf from 'conf';
import type { ApiClient } from '@ecsign/core/api';
import { translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';
import { openCliConfig, resolveLanguage, resolveServer, type CliSettings } from './cli-config';
import type { CliIo } from './cli-io';
import { createCliApi } from './create-cli-api';
import { createCliSession, type CliSession } from './session/cli-session';
import { createSessionApi } from './session/create-session-api';

export interface CommandContext {
  server: string;
  language: TLanguage;
  conf: Conf<CliSettings>;
  session: CliSession;
  /** Calls that carry no token (status, login). */
  api: ApiClient;
  /** Calls as the logged-in user: the stored token, refreshed once when it has expired. */
  sessionApi: ApiClient;
  /** A client for another server or with a given token, with this run's fetch and language. */
  connect(options: { server?: string; accessToken?: string }): ApiClient;
  t(key: TMessageKey, values?: Record<string, string | number>): string;
  now(): number;
}

export function createCommandContext(io: CliIo, serverFlag: string | undefined): CommandContext {
  const conf = openCliConfig(io.env);
  const server = resolveServer(serverFlag, io.env, conf.get('server'));
  const language = resolveLanguage(io.env, conf.get('language'));
  const now = io.now ?? Date.now;
  const session = createCliSession({ conf, server });
  const connect = (options: { server?: string; accessToken?: string }) =>
    createCliApi({
      server: options.server ?? server,
      language,
      accessToken: options.accessToken,
      fetch: io.fetch,
      now,
    });
  return {
    server,
    language,
    conf,
    session,
    api: connect({}),
    sessionApi: createSessionApi({ session, language, fetch: io.fetch, now }),
    connect,
    t: (key, values) => translate(language, key, values),
    now,
  };
}
