// Renders the screen of the current location inside the shell or alone, as the route table says.
// While the logged-in user's password is marked unsafe, the set-new-password screen comes first,
// whatever the page (except the login pages themselves). Each route's screen is mounted afresh
// for its path, so a route change — even to the same screen with other parameters — closes any
// loading overlay or dialog the previous page had open (spec item R-guard-scroll-top).
import { LOGIN_PATHS, matchRoute, normalizePath } from '@ecsign/core/guard';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { SetPasswordScreen } from '../screens/set-password/set-password-screen';
import { ShellLayout } from './layout/shell-layout';
import { usePortalSession } from './portal-session';
import { useLocation } from './router';
import { SCREENS } from './screens';

export function CurrentScreen() {
  const { path } = useLocation();
  const { snapshot } = usePortalSession();
  const passwordUnsafe = Boolean(snapshot.loginUser && snapshot.activeUser?.extension?.passwordUnsafe);
  if (passwordUnsafe && !LOGIN_PATHS.includes(normalizePath(path))) return <SetPasswordScreen />;
  const match = matchRoute(path);
  const Screen = match.kind === 'route' ? SCREENS[match.route.screen] : undefined;
  if (match.kind !== 'route' || !Screen) {
    return (
      <ShellLayout hideHeader={false}>
        <NotFoundScreen />
      </ShellLayout>
    );
  }
  const screen = <Screen key={normalizePath(path)} params={match.params} />;
  if (match.route.layout === 'standalone') return screen;
  const hidden = match.route.hiddenHeaders;
  return (
    <ShellLayout hideHeader={hidden.includes('header')} hideHeaderRow={hidden.includes('headerRow')}>
      {screen}
    </ShellLayout>
  );
}
