// The /ecapi client as the CLI uses it: undici's fetch (undici-fetch.ts, or a test's), X-Token cli.
import { createApiClient, type ApiClient } from '@ecsign/core/api';
import type { TLanguage } from '@ecsign/core/i18n';
import { undiciFetch } from './undici-fetch';

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
    fetch: options.fetch ?? undiciFetch,
    getAccessToken: typeof accessToken === 'function' ? accessToken : () => accessToken,
    getLanguage: () => options.language,
    now: options.now,
  });
}
