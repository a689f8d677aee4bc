// Which component renders each screen of the route table (core/guard ROUTES). A route whose
// screen is not built yet shows the not-found screen rather than an empty placeholder, and the
// menus leave it out (see isReachable).
import type { ComponentType } from 'react';
import { AccountScreen } from '../screens/account/account-screen';
import { AgreementScreen } from '../screens/agreement/agreement-screen';
import { AuthTokenBackScreen } from '../screens/auth-token-back/auth-token-back-screen';
import { ComponentsScreen } from '../screens/components/components-screen';
import { FileValidScreen } from '../screens/file-valid/file-valid-screen';
import { HomeScreen } from '../screens/home/home-screen';
import { LoginScreen } from '../screens/login/login-screen';
import { LoginTransferScreen } from '../screens/login-transfer/login-transfer-screen';
import { PasswordResultScreen } from '../screens/password-result/password-result-screen';
import { RefreshScreen } from '../screens/refresh/refresh-screen';
import { RegisterScreen } from '../screens/register/register-screen';
import { ResetPasswordScreen } from '../screens/reset-password/reset-password-screen';
import { SingleSignOnScreen } from '../screens/single-sign-on/single-sign-on-screen';

export const SCREENS: Readonly<Record<string, ComponentType<{ params: Record<string, string> }>>> = {
  home: HomeScreen,
  components: ComponentsScreen,
  refresh: RefreshScreen,
  login: () => <LoginScreen userOwnerType="OUTSIDE" />,
  loginInternal: () => <LoginScreen userOwnerType="INSIDE" />,
  loginTransfer: LoginTransferScreen,
  singleSignOn: SingleSignOnScreen,
  authTokenBackPage: AuthTokenBackScreen,
  register: RegisterScreen,
  resetPassword: ResetPasswordScreen,
  passwordResult: PasswordResultScreen,
  agreement: AgreementScreen,
  accountIndex: AccountScreen,
  fileValid: FileValidScreen,
};
