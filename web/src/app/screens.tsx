// Which component renders each screen of the route table (core/guard ROUTES). A route whose
// screen is not built yet shows the not-found screen rather than an empty placeholder, and the
// menus leave it out (see isReachable).
import type { ComponentType } from 'react';
import { AccountScreen } from '../screens/account/account-screen';
import { AgreementScreen } from '../screens/agreement/agreement-screen';
import { AuthTokenBackScreen } from '../screens/auth-token-back/auth-token-back-screen';
import { ComponentsScreen } from '../screens/components/components-screen';
import { ContractSummaryScreen } from '../screens/contract-summary/contract-summary-screen';
import { DemoScreen } from '../screens/demo/demo-screen';
import { FileManageScreen } from '../screens/file-manage/file-manage-screen';
import { FileSignScreen } from '../screens/file-sign/file-sign-screen';
import { FileValidScreen } from '../screens/file-valid/file-valid-screen';
import { HomeScreen } from '../screens/home/home-screen';
import { LoginScreen } from '../screens/login/login-screen';
import { LoginTransferScreen } from '../screens/login-transfer/login-transfer-screen';
import { PaperPdfPreviewScreen } from '../screens/paper-pdf-preview/paper-pdf-preview-screen';
import { PasswordResultScreen } from '../screens/password-result/password-result-screen';
import { PrePlacedScreen } from '../screens/pre-placed/pre-placed-screen';
import { RefreshScreen } from '../screens/refresh/refresh-screen';
import { RegisterScreen } from '../screens/register/register-screen';
import { InviteScreen } from '../screens/invite/invite-screen';
import { ResetPasswordScreen } from '../screens/reset-password/reset-password-screen';
import { SingleSignOnScreen } from '../screens/single-sign-on/single-sign-on-screen';
import { StartEntContractScreen } from '../screens/start-ent-contract/start-ent-contract-screen';
import { StartHrContractScreen } from '../screens/start-hr-contract/start-hr-contract-screen';
import { HrPreviewContractScreen } from '../screens/hr-preview-contract/hr-preview-contract-screen';
import { VerifyContractScreen } from '../screens/verify-contract/verify-contract-screen';
import { AccountEntScreen } from '../screens/account-ent/account-ent-screen';
import { AuthBackScreen } from '../screens/auth-back/auth-back-screen';
import { AuthCompanyScreen } from '../screens/auth-company/auth-company-screen';
import { AuthPersonScreen } from '../screens/auth-person/auth-person-screen';
import { CompanyControlScreen } from '../screens/company-control/company-control-screen';
import { VerifyLaterNotice } from '../screens/verify-notice/verify-later-notice';
import { PlatformConfigScreen } from '../screens/platform-config/platform-config-screen';
import { OperationLogsScreen } from '../screens/operation-logs/operation-logs-screen';
import { MenuSettingsScreen } from '../screens/menu-settings/menu-settings-screen';
import { IdentityReviewsScreen } from '../screens/identity-reviews/identity-reviews-screen';
import { ProcessesScreen } from '../screens/processes/processes-screen';
import { ScenesScreen } from '../screens/scenes/scenes-screen';
import { TemplateEditScreen } from '../screens/template-edit/template-edit-screen';
import { TemplatesScreen } from '../screens/templates/templates-screen';
import { MySignatureScreen } from '../screens/my-signature/my-signature-screen';
import { PersonalSignatureTplScreen } from '../screens/personal-signature-tpl/personal-signature-tpl-screen';
import { ContactScreen } from '../screens/contact/contact-screen';
import { ContentPageScreen } from '../screens/content-page/content-page-screen';
import { HelpScreen } from '../screens/help/help-screen';
import { HelpFilePreviewScreen } from '../screens/help-file-preview/help-file-preview-screen';
import { HelpVideoPreviewScreen } from '../screens/help-video-preview/help-video-preview-screen';
import { NoticeScreen } from '../screens/notice/notice-screen';
import { PreviewNoticeScreen } from '../screens/preview-notice/preview-notice-screen';
import { PreviewNotifyScreen } from '../screens/preview-notify/preview-notify-screen';
import { SystemNoticeScreen } from '../screens/system-notice/system-notice-screen';
export const SCREENS: Readonly<Record<string, ComponentType<{ params: Record<string, string> }>>> = {
  // The verify-now-or-later notice greets unverified individuals where login lands them (and,
  // after "later", stays as a banner above the home page).
  home: () => (
    <>
      <VerifyLaterNotice />
      <HomeScreen />
    </>
  ),
  components: ComponentsScreen,
  refresh: RefreshScreen,
  login: () => <LoginScreen userOwnerType="OUTSIDE" />,
  loginInternal: () => <LoginScreen userOwnerType="INSIDE" />,
  loginTransfer: LoginTransferScreen,
  singleSignOn: SingleSignOnScreen,
  authTokenBackPage: AuthTokenBackScreen,
  register: RegisterScreen,
  invite: InviteScreen,
  resetPassword: ResetPasswordScreen,
  passwordResult: PasswordResultScreen,
  agreement: AgreementScreen,
  accountIndex: AccountScreen,
  fileValid: FileValidScreen,
  startEntContract: StartEntContractScreen,
  startHRContract: StartHrContractScreen,
  hrPreviewContract: HrPreviewContractScreen,
  prePlaced: PrePlacedScreen,
  fileSign: FileSignScreen,
  fileManage: FileManageScreen,
  contractSummary: ContractSummaryScreen,
  paperPdfPreview: PaperPdfPreviewScreen,
  verify: VerifyContractScreen,
  demo: DemoScreen,
  authPerson: () => <AuthPersonScreen />,
  singleAuthPerson: () => <AuthPersonScreen single />,
  authBackPage: AuthBackScreen,
  authCompany: AuthCompanyScreen,
  accountEnt: AccountEntScreen,
  companyControl: CompanyControlScreen,
  templateList: TemplatesScreen,
  templateEdit: TemplateEditScreen,
  sceneList: ScenesScreen,
  processList: ProcessesScreen,
  platformConfig: PlatformConfigScreen,
  operationLogs: OperationLogsScreen,
  menuSettings: MenuSettingsScreen,
  identityReviews: IdentityReviewsScreen,
  mySignature: MySignatureScreen,
  personalSignatureTpl: PersonalSignatureTplScreen,
  contact: ContactScreen,
  notice: NoticeScreen,
  systemNotice: SystemNoticeScreen,
  previewNotice: PreviewNoticeScreen,
  previewNotify: PreviewNotifyScreen,
  help: HelpScreen,
  helpFilePreview: () => <HelpFilePreviewScreen />,
  helpVideoPreview: HelpVideoPreviewScreen,
  page: ContentPageScreen,
};
