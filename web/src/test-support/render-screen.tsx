// Renders a screen the way the portal does — the real portal session (a memory session store, the
// core api client) over a scripted window.fetch — so a test exercises request building, reply
// handling, sign-in and the 70000401 redirect exactly as in the browser. Each test answers the
// calls it cares about; anything else gets a 404 envelope.
import type { ReactElement, ReactNode } from 'react';
import type { TLanguage } from '@ecsign/core/i18n';
import type { TLoggedUserInfo, TTokenPair } from '@ecsign/core/model';
import {
  createSessionStore,
  memorySessionStorage,
  type SessionStore,
  type TSessionSnapshot,
} from '@ecsign/core/session';
import { InterfaceSettingsProvider } from '../app/interface-settings';
import { PortalSessionProvider, usePortalSession } from '../app/portal-session';
import { navigateOutsideRouter } from '../app/router';
import { renderWithProviders } from './render-with-providers';

export interface FetchCall {
  method: string;
  /** Below /ecapi/, e.g. `token/accessToken`. */
  path: string;
  url: URL;
  headers: Record<string, string>;
  /** JSON bodies parsed; form bodies as an object of their fields. */
  body: unknown;
}

export type FetchRoute = (call: FetchCall) => unknown;

// After each test, test-setup.ts puts the real fetch back and empties sessionStorage.

export const ok = (data: unknown) => ({ status: 200, message: 'success', data });

/** An error envelope with the catalogue status and its HTTP status. */
export function failure(status: number, http = 400, data: unknown = null): Response {
  return new Response(JSON.stringify({ status, message: 'server text', data }), {
    status: http,
    headers: { 'content-type': 'application/json' },
  });
}

export const PERSONAL = {
  accountId: 'acc-p',
  accountType: 'PERSONAL',
  name: '李四',
  authStatus: 'AUTH',
  enterpriseId: null,
} as const;
export const ENTERPRISE = {
  accountId: 'acc-e',
  accountType: 'ENTERPRISE',
  name: '演示科技有限公司',
  authStatus: 'AUTH',
  enterpriseId: 'ent-1',
} as const;
export const USER: TLoggedUserInfo = {
  userId: 'u1',
  username: '13900001234',
  name: '李四',
  mobile: '13900001234',
  userOwnerType: 'OUTSIDE',
  activeAccount: PERSONAL,
  accounts: [PERSONAL, ENTERPRISE],
  permissions: ['contract:view'],
  extension: { email: null, passwordUnsafe: false },
};
export const TOKENS: TTokenPair = {
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 7200,
};

function parseBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return undefined;
  const headers = (init.headers ?? {}) as Record<string, string>;
  if (headers['Content-Type']?.includes('x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(init.body));
  }
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/** Replaces window.fetch with one answering `routes` ("METHOD path" → reply, or a function making it). */
export function scriptFetch(routes: Record<string, FetchRoute | object>): FetchCall[] {
  const calls: FetchCall[] = [];
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/ecapi\//, ''),
      url,
      headers: { ...((init?.headers ?? {}) as Record<string, string>) },
      body: parseBody(init),
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    if (route === undefined) return failure(70000404, 404);
    const reply = typeof route === 'function' ? await (route as FetchRoute)(call) : route;
    if (reply instanceof Response) return reply;
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof window.fetch;
  return calls;
}

export interface RenderScreenOptions {
  routes?: Record<string, FetchRoute | object>;
  /** Logged in as this user (with TOKENS), or logged out. */
  user?: TLoggedUserInfo;
  /** More session parts to store before rendering. */
  session?: TSessionSnapshot;
  language?: TLanguage;
  /** The page's URL (path and query) when the screen renders. */
  url?: string;
  /** Fetches the interface settings (bc/assemble/interfacesetting/list) like the portal does. */
  withSettings?: boolean;
}

/** Exposes the live portal session to a test (e.g. to read the snapshot after a sign-in). */
export const sessionProbe: { current?: ReturnType<typeof usePortalSession> } = {};
function Probe(props: { children: ReactNode }) {
  sessionProbe.current = usePortalSession();
  return <>{props.children}</>;
}

export async function renderScreen(element: ReactElement, options: RenderScreenOptions = {}) {
  const { routes = {}, user, session = {}, language = 'zh', url = '/', withSettings = false } = options;
  window.history.replaceState(null, '', url);
  const store: SessionStore = createSessionStore(memorySessionStorage());
  if (user) {
    await store.set('loginUser', TOKENS);
    await store.set('activeUser', user);
    await store.set('userOwnerType', user.userOwnerType);
  }
  for (const [part, value] of Object.entries(session)) {
    await store.set(part as keyof TSessionSnapshot, value as never);
  }
  const calls = scriptFetch(routes);
  const initialSnapshot = await store.snapshot();
  const rendered = renderWithProviders(element, {
    language,
    wrapper: (children) => (
      <PortalSessionProvider
        store={store}
        initialSnapshot={initialSnapshot}
        language={language}
        onExpired={navigateOutsideRouter}
      >
        <Probe>{withSettings ? <SettingsFromFetch>{children}</SettingsFromFetch> : children}</Probe>
      </PortalSessionProvider>
    ),
  });
  return { ...rendered, calls, store };
}

function SettingsFromFetch(props: { children: ReactNode }) {
  const { api } = usePortalSession();
  return <InterfaceSettingsProvider api={api}>{props.children}</InterfaceSettingsProvider>;
}

/** The text of the error a field shows: the element its aria-describedby names that says it. */
export function errorOfField(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  for (const id of (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean)) {
    const text = document.getElementById(id)?.textContent;
    if (text) return text;
  }
  return null;
}
