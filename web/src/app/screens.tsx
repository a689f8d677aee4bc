// Which component renders each screen of the route table (core/guard ROUTES). A route whose
// screen is not built yet shows the not-found screen rather than an empty placeholder.
import type { ComponentType } from 'react';
import { ComponentsScreen } from '../screens/components/components-screen';
import { HomeScreen } from '../screens/home/home-screen';
import { LoginScreen } from '../screens/login/login-screen';
import { RefreshScreen } from '../screens/refresh/refresh-screen';

export const SCREENS: Readonly<Record<string, ComponentType<{ params: Record<string, string> }>>> = {
  home: HomeScreen,
  components: ComponentsScreen,
  refresh: RefreshScreen,
  login: () => <LoginScreen userOwnerType="OUTSIDE" />,
  loginInternal: () => <LoginScreen userOwnerType="INSIDE" />,
};
