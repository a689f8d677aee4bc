// The /ecapi client as the CLI uses it: undici's fetch (or a test's), X-Token cli.
import { createApiClient, type ApiClient } from '@ecsign/core/api';
import type { TLanguage } from '@ecsign/core/i18n';
import { fetch as undiciFetch } from 'undici';

export interface CliApiOptions {
  server: string;
  language: TLanguage;
  accessToken?: string | (() => string | undefined);
  fetch?: typeof fetch;
  now?: () => number;
}

export function createCliApi(options: CliApiOptions): ApiClient {
  const { accessToken } = options;
  return createApiClient({
    baseUrl: options.server,
    clientName: 'cli',
    fetch: options.fetch ?? (undiciFetch as unknown as typeof fetch),
    getAccessToken: typeof accessToken === 'function' ? accessToken : () => accessToken,
    getLanguage: () => options.language,
    now: options.now,
  });
}
