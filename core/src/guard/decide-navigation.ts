// The navigation guard (spec's R-guard- items) as one pure decision: given where the user is going, what
// the session holds and the configured system name, allow or redirect, and set the title.
// The caller applies it (router redirect, document.title, scroll after 500 ms, close overlays).
import { DEFAULT_LANGUAGE, type TLanguage } from '../i18n/language';
import { MESSAGES } from '../i18n/messages';
import { parseSessionSnapshot } from '../session/parse-session-snapshot';
import type { TSessionSnapshot } from '../session/session-parts';
import { isOpenPath } from './is-open-path';
import { matchRoute } from './match-route';
import { normalizePath } from './normalize-path';
import { ROUTE_POWER } from './permissions';
import {
  COMPANY_AUTH_PATH,
  INTERNAL_LOGIN_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  PERSON_AUTH_PATH,
  ROOT_PATH,
  SCROLL_TO_TOP_DELAY_MS,
  TOKEN_BACK_PATH,
} from './route-paths';

/** Where a provider's face check returns the person (spec item R-auth-back-page). */
const AUTH_BACK_PATH = '/authBackPage';

export type TNavigationQuery = string | URLSearchParams | Readonly<Record<string, unknown>>;

export interface NavigationInput {
  /** The target path; a `?query` or `#hash` on it is understood too. */
  path: string;
  query?: TNavigationQuery;
  /** The stored session snapshot (SessionStore.snapshot()); anything malformed counts as absent. */
  session: unknown;
  /** The configured system name; blank means the default of the language. */
  systemName?: string | null;
  /** Language of the default title; otherwise the session's, otherwise zh. */
  language?: TLanguage;
}

interface NavigationEffects {
  /** The document title. */
  title: string;
  scrollToTopAfterMs: typeof SCROLL_TO_TOP_DELAY_MS;
  closeLoadingOverlays: true;
}

export type NavigationDecision =
  ({ kind: 'allow' } & NavigationEffects) | ({ kind: 'redirect'; to: string } & NavigationEffects);

/** The one page whose title is not the system name. */
const PAPER_PDF_PREVIEW_PATH = '/paperPdfPreview';

export function decideNavigation(input: NavigationInput): NavigationDecision {
  const session = parseSessionSnapshot(input.session);
  const language = input.language ?? session.language ?? DEFAULT_LANGUAGE;
  const effects: NavigationEffects = {
    // Every page bears the system name, except the file preview the spec titles on its own
    // (spec items R-guard-title, R-paper-pdf-preview).
    title:
      normalizePath(input.path) === PAPER_PDF_PREVIEW_PATH
        ? MESSAGES.filePreviewTitle[language]
        : input.systemName?.trim() || MESSAGES.systemName[language],
    scrollToTopAfterMs: SCROLL_TO_TOP_DELAY_MS,
    closeLoadingOverlays: true,
  };
  const allow = (): NavigationDecision => ({ kind: 'allow', ...effects });
  const redirect = (to: string): NavigationDecision => ({ kind: 'redirect', to, ...effects });

  const path = normalizePath(input.path);
  const search = searchOf(input);
  // Any URL whose query carries a token is let in (spec item R-guard-open-paths), but the token is
  // a one-time ticket, not a session: /authTokenBackPage trades it, asks a logged-in person before
  // switching user, and then continues to the page the URL named (without the ticket).
  const token = search.get('token');
  if (token && path === TOKEN_BACK_PATH) return allow();
  if (token && (path === ROOT_PATH || !isOpenPath(path))) return redirect(tokenBackTarget(path, search, token));
  // The shell itself shows nothing: `/` goes to the login page, keeping the query.
  if (path === ROOT_PATH) return redirect(search.size > 0 ? `${LOGIN_PATH}?${search.toString()}` : LOGIN_PATH);
  if (isOpenPath(path)) return allow();

  const user = loggedInUser(session);
  if (!user) {
    const ownerType = session.userOwnerType ?? session.activeUser?.userOwnerType;
    return redirect(ownerType === 'INSIDE' ? INTERNAL_LOGIN_PATH : LOGIN_PATH);
  }

  // An unverified account may only reach the open pages and its own verification page — and
  // /authBackPage, where a face check of that very verification returns.
  const account = user.activeAccount;
  if (account.authStatus !== 'AUTH') {
    const verification = account.accountType === 'ENTERPRISE' ? COMPANY_AUTH_PATH : PERSON_AUTH_PATH;
    return path === verification || path === AUTH_BACK_PATH ? allow() : redirect(verification);
  }

  const match = matchRoute(path);
  if (match.kind === 'route' && Object.hasOwn(ROUTE_POWER, match.route.path)) {
    const power = (session.routePower ?? []).map(normalizePath);
    if (!power.includes(match.route.path)) return redirect(NOT_FOUND_PATH);
  }
  return allow();
}

function tokenBackTarget(path: string, search: URLSearchParams, token: string): string {
  const rest = new URLSearchParams(search);
  rest.delete('token');
  const target = new URLSearchParams({ token });
  if (path !== ROOT_PATH) target.set('redirect', rest.size > 0 ? `${path}?${rest.toString()}` : path);
  return `${TOKEN_BACK_PATH}?${target.toString()}`;
}

/** The active user, when the session holds both a login token and the user it belongs to. */
function loggedInUser(session: TSessionSnapshot) {
  return session.loginUser && session.activeUser ? session.activeUser : undefined;
}

function searchOf(input: NavigationInput): URLSearchParams {
  const search = new URLSearchParams();
  const inPath = /\?([^#]*)/.exec(input.path)?.[1];
  if (inPath) new URLSearchParams(inPath).forEach((value, key) => search.append(key, value));
  const { query } = input;
  if (typeof query === 'string' || query instanceof URLSearchParams) {
    new URLSearchParams(query).forEach((value, key) => search.append(key, value));
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')
          search.append(key, String(item));
      }
    }
  }
  return search;
}
