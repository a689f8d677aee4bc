// Turns a call's description into the URL and fetch init the server expects (spec items C-prefix,
// C-headers, C-form-bodies, C-ec-type): the /ecapi prefix, a time parameter on every GET, X-Token, bearer token, ec-type, bodies.
import {
  API_PREFIX,
  TIME_PARAM,
  type ApiClientOptions,
  type RequestOptions,
  type TQueryValue,
} from './request-options';

export interface BuiltRequest {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
}

function toSearchParams(values: Record<string, TQueryValue>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

export function buildRequest(
  options: RequestOptions,
  client: Pick<ApiClientOptions, 'baseUrl' | 'clientName' | 'getAccessToken' | 'getLanguage' | 'now'>,
): BuiltRequest {
  const query = toSearchParams(options.query ?? {});
  if (options.method === 'GET') query.set(TIME_PARAM, String((client.now ?? Date.now)()));
  const path = options.path.replace(/^\/+/, '');
  const search = query.toString();
  const url = `${client.baseUrl.replace(/\/+$/, '')}${API_PREFIX}/${path}${search ? `?${search}` : ''}`;

  const headers: Record<string, string> = { 'X-Token': client.clientName, Accept: 'application/json' };
  const token = options.noToken ? undefined : client.getAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.ecType) headers['ec-type'] = options.ecType;
  if (client.getLanguage) headers['Accept-Language'] = client.getLanguage();

  let body: RequestInit['body'];
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toSearchParams(options.form).toString();
  } else if (options.multipart) {
    body = options.multipart;
  } else if (options.raw) {
    headers['Content-Type'] = options.raw.type || 'application/octet-stream';
    body = options.raw;
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  Object.assign(headers, options.headers);
  return { url, init: { method: options.method, headers, body } };
}
