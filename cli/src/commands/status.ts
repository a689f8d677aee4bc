// `ecsign status`: is the server up, which version, which database.
import { endpoints } from '@ecsign/core/endpoints';
import type { ApiClient } from '@ecsign/core/api';

export async function status(api: ApiClient, server: string): Promise<string> {
  const health = await api.call(endpoints.health.check, {}, { noToken: true });
  return `ecsign server ${server}: up, version ${health.version}, database ${health.db}`;
}
