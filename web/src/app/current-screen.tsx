// Renders the screen of the current location inside the shell or alone, as the route table says.
import { matchRoute } from '@ecsign/core/guard';
import { NotFoundScreen } from '../screens/not-found/not-found-screen';
import { ShellLayout } from './layout/shell-layout';
import { useLocation } from './router';
import { SCREENS } from './screens';

export function CurrentScreen() {
  const { path } = useLocation();
  const match = matchRoute(path);
  const Screen = match.kind === 'route' ? SCREENS[match.route.screen] : undefined;
  if (match.kind !== 'route' || !Screen) {
    return (
      <ShellLayout hideHeader={false}>
        <NotFoundScreen />
      </ShellLayout>
    );
  }
  const screen = <Screen params={match.params} />;
  if (match.route.layout === 'standalone') return screen;
  return <ShellLayout hideHeader={match.route.hiddenHeaders.includes('header')}>{screen}</ShellLayout>;
}
