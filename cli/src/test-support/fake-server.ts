// A scripted /ecapi server for the CLI's tests: answers "METHOD path" with an envelope (or a
// function of the request), throws for "unreachable", and records every request it saw.
import type { TLoggedUserInfo } from '@ecsign/core/model';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: string | undefined;
}

export type TReply = { status: number; message?: string; data?: unknown } | 'unreachable';
export type TRoute = TReply | ((request: SeenRequest) => TReply);

export function fakeServer(routes: Record<string, TRoute>) {
  const seen: SeenRequest[] = [];
  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/ecapi\//, ''),
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    seen.push(request);
    const route = routes[`${request.method} ${request.path}`];
    const reply = typeof route === 'function' ? route(request) : (route ?? { status: 70000404, message: 'no route' });
    if (reply === 'unreachable') throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ message: 'success', data: null, ...reply }), {
      status: reply.status === 200 ? 200 : reply.status === 70000401 ? 401 : 400,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

export const ADMIN: TLoggedUserInfo = {
  userId: 'u1',
  username: 'admin',
  name: '王管理',
  mobile: '13800000001',
  userOwnerType: 'OUTSIDE',
  activeAccount: {
    accountId: 'a1',
    accountType: 'ENTERPRISE',
    name: '演示科技有限公司',
    authStatus: 'AUTH',
    enterpriseId: 'e1',
  },
  accounts: [],
  permissions: ['contract:view', 'contract:sign', 'member:manage'],
};

export const tokenPair = (n: number) => ({
  access_token: `access-${n}-xxxxxxxx`,
  refresh_token: `refresh-${n}-xxxxxxxxxxxxxxxx`,
  token_type: 'bearer' as const,
  expires_in: 7200,
});

/** Answers getLoggedUserInfo for the given access tokens, and 70000401 for any other. */
export function userInfoFor(...tokens: string[]) {
  return (request: SeenRequest): TReply =>
    tokens.some((token) => request.headers.Authorization === `Bearer ${token}`)
      ? { status: 200, data: ADMIN }
      : { status: 70000401, message: 'expired' };
}
