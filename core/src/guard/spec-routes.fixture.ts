// The routes of the spec (R- items), written out from docs/spec-items.md (not from ROUTES) with an example path for
// each, so the tests check the table against the spec rather than against itself.
export interface TSpecRoute {
  pattern: string;
  example: string;
  layout: 'shell' | 'standalone';
  params?: Record<string, string>;
}

const shell = (pattern: string, example = pattern, params?: Record<string, string>): TSpecRoute => ({
  pattern,
  example,
  layout: 'shell',
  params,
});
const standalone = (pattern: string, example = pattern, params?: Record<string, string>): TSpecRoute => ({
  pattern,
  example,
  layout: 'standalone',
  params,
});

export const SPEC_ROUTES: TSpecRoute[] = [
  shell('/home'),
  shell('/auth/person'),
  shell('/single/auth/person'),
  shell('/account/index'),
  shell('/account/ent'),
  shell('/contract/fileManage'),
  shell('/components'),
  shell('/contact'),
  shell('/file/valid'),
  shell('/auth/company'),
  shell('/help/index'),
  shell('/company/control'),
  shell('/contract/summary/{planId}/{fileIndex}/{queryStatus}/', '/contract/summary/plan-9/2/SIGNING/', {
    planId: 'plan-9',
    fileIndex: '2',
    queryStatus: 'SIGNING',
  }),
  shell('/fileSign/fileSign'),
  shell('/prePlaced'),
  shell('/singleSignOn'),
  shell('/hrcontract/startHRContract'),
  shell('/entcontract/startEntContract'),
  shell('/account/mySignature'),
  shell('/notice/index'),
  standalone('/contract/signedManager/personalSignatureTpl'),
  standalone('/authBackPage'),
  standalone('/authTokenBackPage'),
  standalone('/hrContract/previewContract'),
  standalone('/login'),
  standalone('/loginInternal'),
  standalone('/loginTransfer'),
  standalone('/systemNotice'),
  standalone('/agreenment/{id}', '/agreenment/7', { id: '7' }),
  standalone('/passwordResult/{result}/{type}', '/passwordResult/500/RESET', { result: '500', type: 'RESET' }),
  standalone('/help/filePreview'),
  standalone('/help/videoPreview'),
  standalone('/page'),
  standalone('/demo'),
  standalone('/refresh'),
  standalone('/verify'),
  standalone('/validationFile'),
  standalone('/paperPdfPreview'),
  standalone('/previewNotice'),
  standalone('/previewNotify'),
];

/** Spec item R-guard-open-paths: the paths open without a logged-in user. */
export const SPEC_OPEN_PATHS = [
  '/validationFile',
  '/verify',
  '/home',
  '/login',
  '/agreenment/1',
  '/agreenment/2',
  '/agreenment/3',
  '/contract/signedManager/personalSignatureTpl',
  '/passwordResult',
  '/passwordResult/200/RESET',
  '/passwordResult/200/REGIST',
  '/singleSignOn',
  '/page',
  '/demo',
  '/loginInternal',
  '/loginTransfer',
  '/paperPdfPreview',
  '/previewNotice',
  '/auth/person',
  '/single/auth/person',
  '/prePlaced',
];

/**
 * What the portal adds to the spec's routes: self-registration and password reset, standalone and
 * open to visitors. Kept apart from the spec's lists above so those stay the spec's own.
 */
export const PORTAL_ROUTES_BEYOND_SPEC: TSpecRoute[] = [
  standalone('/register'),
  standalone('/resetPassword'),
  // Templates, scenes and business types, signing processes.
  shell('/template/list'),
  shell('/template/edit/{templateId}', '/template/edit/t-1', { templateId: 't-1' }),
  shell('/scene/list'),
  shell('/process/list'),
  shell('/platform/config'),
  shell('/platform/logs'),
  shell('/platform/menus'),
  // The staff's queue of manual real-name verification reviews.
  shell('/platform/identityReviews'),
  // The SMS invitation link of a contract party without an account.
  standalone('/i/{ticket}', '/i/abc123', { ticket: 'abc123' }),
];
export const PORTAL_OPEN_PATHS_BEYOND_SPEC = ['/register', '/resetPassword'];
