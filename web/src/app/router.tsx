// A small client-side router (spec's R- items: all routes are client-side). Every navigation, including
// the first one and the browser's back/forward, goes through `decide` — the core navigation
// guard — before the screen changes.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export interface Location {
  path: string;
  search: string;
}

export interface NavigationDecision {
  /** Where to go instead, or undefined to allow the target. */
  redirectTo?: string;
  title: string;
  scrollToTopAfterMs: number;
}

export type Decide = (target: Location) => NavigationDecision;

interface RouterValue {
  location: Location;
  navigate(to: string, options?: { replace?: boolean }): void;
}

const RouterContext = createContext<RouterValue | null>(null);
const MAX_REDIRECTS = 5;

function parseTarget(to: string): Location {
  const url = new URL(to, window.location.origin);
  return { path: url.pathname, search: url.search };
}

/** Follows the guard's redirects (bounded, so a rule loop cannot hang the page). */
function resolve(decide: Decide, target: Location): { location: Location; decision: NavigationDecision } {
  let location = target;
  let decision = decide(location);
  for (let hops = 0; decision.redirectTo && hops < MAX_REDIRECTS; hops++) {
    location = parseTarget(decision.redirectTo);
    decision = decide(location);
  }
  return { location, decision };
}

/** Navigation from outside the React tree (e.g. after the session expired): the router hears it. */
export function navigateOutsideRouter(to: string) {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

export function RouterProvider(props: {
  /** Must read the newest session itself (e.g. through a ref): it is called right after sign-in. */
  decide: Decide;
  /** Changes whenever the guard's inputs change; the current location is then decided again. */
  revalidateKey?: unknown;
  children: ReactNode;
}) {
  const { decide, revalidateKey, children } = props;
  const [location, setLocation] = useState<Location>(() => ({
    path: window.location.pathname,
    search: window.location.search,
  }));

  const apply = useCallback(
    (target: Location, replace: boolean) => {
      const { location: next, decision } = resolve(decide, target);
      const url = `${next.path}${next.search}`;
      const redirected = next.path !== target.path || next.search !== target.search;
      if (replace || redirected) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      document.title = decision.title;
      setLocation(next);
      window.setTimeout(() => window.scrollTo(0, 0), decision.scrollToTopAfterMs);
    },
    [decide],
  );

  // The first screen, and again whenever the guard's inputs (the session) change.
  useEffect(() => {
    apply({ path: window.location.pathname, search: window.location.search }, true);
  }, [apply, revalidateKey]);

  useEffect(() => {
    const onPop = () => apply({ path: window.location.pathname, search: window.location.search }, true);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [apply]);

  const value = useMemo<RouterValue>(
    () => ({ location, navigate: (to, options) => apply(parseTarget(to), options?.replace ?? false) }),
    [location, apply],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

function useRouter(): RouterValue {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router hooks used outside RouterProvider');
  return value;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): RouterValue['navigate'] {
  return useRouter().navigate;
}
