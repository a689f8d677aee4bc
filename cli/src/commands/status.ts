// `ecsign status`: is the server up, which version, which database.
import { ZHealth } from '@ecsign/core/model';
import type { ApiClient } from '@ecsign/core/api';

export async function status(api: ApiClient, server: string): Promise<string> {
  const health = await api.request({ method: 'GET', path: 'health', noToken: true }, ZHealth);
  return `ecsign server ${server}: up, version ${health.version}, database ${health.db}`;
}
