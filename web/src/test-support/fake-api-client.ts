// A real core api client over a fake fetch: each test answers the paths it cares about, so the
// components are exercised through the same request building and reply handling as in the portal.
import { createApiClient, type ApiClient } from '@ecsign/core/api';

export type FakeRoute = (request: { method: string; path: string; url: URL; body: unknown }) => unknown;

export interface FakeApi {
  api: ApiClient;
  /** Every call made, in order. */
  calls: { method: string; path: string; url: URL; body: unknown }[];
}

/** `routes` maps "METHOD path" (path below /ecapi) to the reply body, or to a function making it. */
export function createFakeApi(routes: Record<string, FakeRoute | object>): FakeApi {
  const calls: FakeApi['calls'] = [];
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/ecapi\//, '');
    const body: unknown = typeof init?.body === 'string' ? safeJson(init.body) : undefined;
    const request = { method, path, url, body };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined) return new Response('{"status":404,"message":"no route"}', { status: 404 });
    const reply = typeof route === 'function' ? await (route as FakeRoute)(request) : route;
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const api = createApiClient({
    baseUrl: 'http://portal.test',
    clientName: 'web',
    fetch: fakeFetch,
    getAccessToken: () => 'test-token',
  });
  return { api, calls };
}

/** The /ecapi envelope of a successful reply. */
export function okEnvelope(data: unknown) {
  return { status: 200, message: 'success', data };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
