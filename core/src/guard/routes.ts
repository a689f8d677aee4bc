// The route table (spec's R- items) as data. Patterns use `{name}` for a path parameter. `layout`
// says whether the screen renders inside the shell (header, menu) or alone; `hiddenHeaders`
// which of the shell's two header bars it hides ("headers hidden" hides the header, "header rows
// hidden" the row below it, "both headers hidden" both).
import type { TRouteTitleKey } from './route-titles';

export type TShellHeader = 'header' | 'headerRow';

export interface RouteDefinition {
  path: string;
  name: string;
  /** The screen that renders the route; two routes may show the same screen. */
  screen: string;
  layout: 'shell' | 'standalone';
  hiddenHeaders: readonly TShellHeader[];
  titleKey?: TRouteTitleKey;
  redirectTo?: string;
}

type TRouteInput = Omit<RouteDefinition, 'screen' | 'hiddenHeaders' | 'layout'> &
  Partial<Pick<RouteDefinition, 'screen' | 'hiddenHeaders'>>;

const HEADER: readonly TShellHeader[] = ['header'];
const ROW: readonly TShellHeader[] = ['headerRow'];
const BOTH: readonly TShellHeader[] = ['header', 'headerRow'];

function shell(route: TRouteInput): RouteDefinition {
  return { screen: route.name, hiddenHeaders: [], ...route, layout: 'shell' };
}
function standalone(route: TRouteInput): RouteDefinition {
  return { screen: route.name, hiddenHeaders: [], ...route, layout: 'standalone' };
}

export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  shell({ path: '/', name: 'root', redirectTo: '/login' }),
  shell({ path: '/home', name: 'home', titleKey: 'home' }),
  shell({ path: '/auth/person', name: 'authPerson', titleKey: 'personAuth', hiddenHeaders: ROW }),
  shell({ path: '/single/auth/person', name: 'singleAuthPerson', titleKey: 'personAuth', hiddenHeaders: BOTH }),
  shell({ path: '/account/index', name: 'accountIndex', titleKey: 'accountCenter' }),
  shell({ path: '/account/ent', name: 'accountEnt', titleKey: 'enterpriseAccount' }),
  shell({ path: '/contract/fileManage', name: 'fileManage', titleKey: 'fileManage' }),
  shell({ path: '/components', name: 'components' }),
  shell({ path: '/contact', name: 'contact', titleKey: 'contacts' }),
  shell({ path: '/file/valid', name: 'fileValid', titleKey: 'signatureCheck' }),
  shell({ path: '/auth/company', name: 'authCompany', titleKey: 'companyAuth' }),
  shell({ path: '/help/index', name: 'help', titleKey: 'help' }),
  shell({ path: '/company/control', name: 'companyControl', titleKey: 'enterpriseManage' }),
  shell({
    path: '/contract/summary/{planId}/{fileIndex}/{queryStatus}/',
    name: 'contractSummary',
    titleKey: 'contractSummary',
    hiddenHeaders: HEADER,
  }),
  shell({ path: '/fileSign/fileSign', name: 'fileSign', titleKey: 'fileSign', hiddenHeaders: HEADER }),
  shell({ path: '/prePlaced', name: 'prePlaced', hiddenHeaders: HEADER }),
  shell({ path: '/singleSignOn', name: 'singleSignOn', titleKey: 'singleSignOn', hiddenHeaders: HEADER }),
  shell({ path: '/hrcontract/startHRContract', name: 'startHRContract', titleKey: 'startHRContract' }),
  shell({ path: '/entcontract/startEntContract', name: 'startEntContract', titleKey: 'startEntContract' }),
  shell({ path: '/account/mySignature', name: 'mySignature', titleKey: 'mySignature' }),
  shell({ path: '/notice/index', name: 'notice', titleKey: 'notices' }),
  // Beyond the spec's routes: contract templates, scenes and business types, signing processes.
  shell({ path: '/template/list', name: 'templateList', titleKey: 'templateList' }),
  shell({ path: '/template/edit/{templateId}', name: 'templateEdit', titleKey: 'templateEdit' }),
  shell({ path: '/scene/list', name: 'sceneList', titleKey: 'sceneList' }),
  shell({ path: '/process/list', name: 'processList', titleKey: 'processList' }),
  shell({ path: '/platform/config', name: 'platformConfig', titleKey: 'platformConfig' }),
  shell({ path: '/platform/logs', name: 'operationLogs', titleKey: 'operationLogs' }),
  shell({ path: '/platform/menus', name: 'menuSettings', titleKey: 'menuSettings' }),
  shell({ path: '/platform/identityReviews', name: 'identityReviews', titleKey: 'identityReviews' }),

  standalone({ path: '/contract/signedManager/personalSignatureTpl', name: 'personalSignatureTpl' }),
  standalone({ path: '/authBackPage', name: 'authBackPage' }),
  standalone({ path: '/authTokenBackPage', name: 'authTokenBackPage' }),
  standalone({ path: '/hrContract/previewContract', name: 'hrPreviewContract', titleKey: 'contractPreview' }),
  standalone({ path: '/login', name: 'login', titleKey: 'login' }),
  standalone({ path: '/loginInternal', name: 'loginInternal', titleKey: 'internalLogin' }),
  standalone({ path: '/loginTransfer', name: 'loginTransfer' }),
  standalone({ path: '/systemNotice', name: 'systemNotice', titleKey: 'systemNotice' }),
  standalone({ path: '/agreenment/{id}', name: 'agreement', titleKey: 'agreement' }),
  // Beyond the spec's routes: self-registration and password reset, reached from /login.
  standalone({ path: '/register', name: 'register', titleKey: 'register' }),
  standalone({ path: '/resetPassword', name: 'resetPassword', titleKey: 'resetPassword' }),
  // The SMS invitation link to a contract party without an account (contract-invites on the server).
  standalone({ path: '/i/{ticket}', name: 'invite' }),
  standalone({ path: '/passwordResult/{result}/{type}', name: 'passwordResult', titleKey: 'passwordResult' }),
  standalone({ path: '/help/filePreview', name: 'helpFilePreview', titleKey: 'filePreview' }),
  standalone({ path: '/help/videoPreview', name: 'helpVideoPreview', titleKey: 'videoPreview' }),
  standalone({ path: '/page', name: 'page' }),
  standalone({ path: '/demo', name: 'demo' }),
  standalone({ path: '/refresh', name: 'refresh' }),
  standalone({ path: '/verify', name: 'verify' }),
  standalone({ path: '/validationFile', name: 'validationFile', screen: 'fileValid', titleKey: 'signatureCheck' }),
  standalone({ path: '/paperPdfPreview', name: 'paperPdfPreview', titleKey: 'filePreview' }),
  standalone({ path: '/previewNotice', name: 'previewNotice', titleKey: 'noticePreview' }),
  standalone({ path: '/previewNotify', name: 'previewNotify', titleKey: 'noticePreview' }),
]);
