// The /ecapi client as the CLI uses it: undici's fetch, X-Token cli.
import { createApiClient, type ApiClient } from '@ecsign/core/api';
import type { TLanguage } from '@ecsign/core/i18n';
import { fetch as undiciFetch } from 'undici';

export function createCliApi(options: { server: string; language: TLanguage; accessToken?: string }): ApiClient {
  return createApiClient({
    baseUrl: options.server,
    clientName: 'cli',
    fetch: undiciFetch as unknown as typeof fetch,
    getAccessToken: () => options.accessToken,
    getLanguage: () => options.language,
  });
}
