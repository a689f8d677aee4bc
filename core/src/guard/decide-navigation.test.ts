// Spec items this file exercises (docs/spec-items.md): R-guard-open-paths, R-guard-login-redirect,
// R-guard-unverified, R-guard-route-power, R-guard-scroll-top, K-scroll-delay, F-session-active-user, F-session-routes,
// R-paper-pdf-preview.
import { describe, expect, it } from 'vitest';
import { AUTH_STATUS_CODES, type TAccount } from '../model/auth';
import { sampleSession } from '../session/sample-session';
import { decideNavigation, type NavigationInput } from './decide-navigation';
import { PORTAL_OPEN_PATHS_BEYOND_SPEC, SPEC_OPEN_PATHS, SPEC_ROUTES } from './spec-routes.fixture';

const decide = (input: Partial<NavigationInput> & { path: string }) => decideNavigation({ session: {}, ...input });
const loggedIn = (account: Partial<TAccount> = {}) => sampleSession(account);

const OPEN = new Set(SPEC_OPEN_PATHS);
/** Every route of the spec's R- items (with example parameters) that is not open. */
const CLOSED_ROUTES = SPEC_ROUTES.map((r) => r.example).filter((path) => !OPEN.has(path));
const POWER_ROUTES = ['/hrcontract/startHRContract', '/entcontract/startEntContract', '/hrContract/previewContract'];

describe('decideNavigation — without a logged-in user', () => {
  it.each(SPEC_OPEN_PATHS)('lets anyone open %s', (path) => {
    expect(decide({ path }).kind).toBe('allow');
    expect(decide({ path, session: { userOwnerType: 'INSIDE' } }).kind).toBe('allow');
  });

  it.each(PORTAL_OPEN_PATHS_BEYOND_SPEC)('lets a visitor open %s (registration and password reset)', (path) => {
    expect(decide({ path }).kind).toBe('allow');
    expect(decide({ path, session: loggedIn({ authStatus: 'UNAUTH' }) }).kind).toBe('allow');
  });

  it.each([...CLOSED_ROUTES, '/nowhere', '/agreenment/4', '/passwordResult/500/REGIST'])(
    'sends an external user from %s to /login, an internal one to /loginInternal',
    (path) => {
      expect(decide({ path })).toMatchObject({ kind: 'redirect', to: '/login' });
      expect(decide({ path, session: { userOwnerType: 'OUTSIDE' } })).toMatchObject({ kind: 'redirect', to: '/login' });
      expect(decide({ path, session: { userOwnerType: 'INSIDE' } })).toMatchObject({
        kind: 'redirect',
        to: '/loginInternal',
      });
    },
  );

  it('takes the owner type from a stored active user when no owner type is stored on its own', () => {
    const { activeUser } = sampleSession();
    const session = { activeUser: { ...activeUser, userOwnerType: 'INSIDE' } };
    expect(decide({ path: '/contact', session })).toMatchObject({ kind: 'redirect', to: '/loginInternal' });
  });

  it.each([
    { path: '/contract/fileManage', query: { token: 'abc' } },
    { path: '/contract/fileManage', query: 'token=abc&x=1' },
    { path: '/contract/fileManage', query: '?token=abc' },
    { path: '/contract/fileManage', query: new URLSearchParams({ token: 'abc' }) },
    { path: '/contract/fileManage', query: { token: ['abc'] } },
    { path: '/contract/fileManage?token=abc' },
  ])('sends a URL carrying a token to /authTokenBackPage, which trades the one-time ticket: %j', (input) => {
    expect(decide(input)).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/authTokenBackPage\?token=abc&redirect=%2Fcontract%2FfileManage(%3Fx%3D1)?$/),
    });
    expect(decide({ ...input, session: loggedIn() })).toMatchObject({
      kind: 'redirect',
      to: expect.stringMatching(/^\/authTokenBackPage\?token=abc&/),
    });
  });

  it('keeps the rest of the query in the page to continue at, without the ticket', () => {
    expect(decide({ path: '/fileSign/fileSign?planId=1&token=abc#sign' })).toMatchObject({
      kind: 'redirect',
      to: '/authTokenBackPage?token=abc&redirect=%2FfileSign%2FfileSign%3FplanId%3D1',
    });
  });

  it.each(['/authTokenBackPage', '/contract/signedManager/personalSignatureTpl', '/login'])(
    'leaves a token on an open page (%s) to that page',
    (path) => {
      expect(decide({ path, query: { token: 'abc' } }).kind).toBe('allow');
    },
  );

  it.each([
    { path: '/contract/fileManage', query: { token: '' } },
    { path: '/contract/fileManage', query: { accessToken: 'abc' } },
    { path: '/contract/fileManage', query: { token: null } },
    { path: '/contract/fileManage#token=abc' },
  ])('does not count an empty or differently named token: %j', (input) => {
    expect(decide(input)).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it.each([
    ['null', null],
    ['a string', 'garbage'],
    ['an array', [sampleSession()]],
    ['a login user without a token', { ...loggedIn(), loginUser: { refresh_token: 'r' } }],
    ['an empty token', { ...loggedIn(), loginUser: { access_token: '' } }],
    ['a login user but no active user', { loginUser: loggedIn().loginUser, routePower: loggedIn().routePower }],
    ['an active user without accounts', { ...loggedIn(), activeUser: { userId: 'u', userOwnerType: 'OUTSIDE' } }],
    ['an unknown auth status', loggedIn({ authStatus: 'MAYBE' as never })],
  ])('treats a malformed session (%s) as logged out', (_label, session) => {
    expect(decide({ path: '/contract/fileManage', session })).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('sends a malformed session of an internal user to /loginInternal', () => {
    const session = { loginUser: { access_token: 5 }, userOwnerType: 'INSIDE' };
    expect(decide({ path: '/home/x', session })).toMatchObject({ kind: 'redirect', to: '/loginInternal' });
  });

  it('does not open /home/ or //home differently from /home, nor /prePlaced/x like /prePlaced', () => {
    expect(decide({ path: '/home/' }).kind).toBe('allow');
    expect(decide({ path: '//home' }).kind).toBe('allow');
    expect(decide({ path: '/prePlaced/x' })).toMatchObject({ kind: 'redirect', to: '/login' });
  });
});

describe('decideNavigation — the root', () => {
  it.each([{}, loggedIn()])('sends / to /login', (session) => {
    expect(decide({ path: '/', session })).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(decide({ path: '', session })).toMatchObject({ kind: 'redirect', to: '/login' });
  });

  it('keeps the query of / on the way to /login, and sends a ticket in it to /authTokenBackPage', () => {
    expect(decide({ path: '/', query: { code: 'c 1' } })).toMatchObject({ kind: 'redirect', to: '/login?code=c+1' });
    expect(decide({ path: '/', query: { token: 't 1' } })).toMatchObject({
      kind: 'redirect',
      to: '/authTokenBackPage?token=t+1',
    });
  });
});

describe('decideNavigation — a logged-in, verified user', () => {
  it.each([...SPEC_ROUTES.map((r) => r.example), '/nowhere'])('allows %s', (path) => {
    expect(decide({ path, session: loggedIn() }).kind).toBe('allow');
  });

  it.each(POWER_ROUTES)('sends %s to /404 when the route power lacks it', (path) => {
    const other = POWER_ROUTES.filter((p) => p !== path);
    for (const routePower of [[], other, undefined, 'garbage', [path.toLowerCase()]]) {
      const session = { ...loggedIn(), routePower };
      expect(decide({ path, session }), JSON.stringify(routePower)).toMatchObject({ kind: 'redirect', to: '/404' });
      expect(decide({ path: `${path}/`, session })).toMatchObject({ kind: 'redirect', to: '/404' });
      expect(decide({ path: `/${path}?x=1`, session })).toMatchObject({ kind: 'redirect', to: '/404' });
    }
    expect(decide({ path, session: { ...loggedIn(), routePower: [path] } }).kind).toBe('allow');
    expect(decide({ path, session: { ...loggedIn(), routePower: [`${path}/`] } }).kind).toBe('allow');
  });

  it('does not let a token in the query pass the route power: it is traded first, then the page is checked', () => {
    const session = { ...loggedIn(), routePower: [] };
    const path = POWER_ROUTES[0] ?? '';
    expect(decide({ path, query: { token: 'x' }, session })).toMatchObject({
      to: expect.stringMatching(/^\/authTokenBackPage\?/),
    });
    expect(decide({ path, session })).toMatchObject({ to: '/404' });
  });
});

describe('decideNavigation — a logged-in user whose account is not verified', () => {
  const unverified = AUTH_STATUS_CODES.filter((status) => status !== 'AUTH');

  it.each(unverified)('keeps a personal account (%s) on /auth/person', (authStatus) => {
    const session = loggedIn({ authStatus });
    for (const path of CLOSED_ROUTES.filter((p) => p !== '/authBackPage')) {
      expect(decide({ path, session }), path).toMatchObject({ kind: 'redirect', to: '/auth/person' });
    }
    for (const path of SPEC_OPEN_PATHS) expect(decide({ path, session }).kind, path).toBe('allow');
  });

  it.each(unverified)('keeps an enterprise account (%s) on /auth/company, which it may open', (authStatus) => {
    const session = loggedIn({ authStatus, accountType: 'ENTERPRISE', enterpriseId: 'ent-1' });
    expect(decide({ path: '/auth/company', session }).kind).toBe('allow');
    for (const path of CLOSED_ROUTES.filter((p) => p !== '/auth/company' && p !== '/authBackPage')) {
      expect(decide({ path, session }), path).toMatchObject({ kind: 'redirect', to: '/auth/company' });
    }
    for (const path of SPEC_OPEN_PATHS) expect(decide({ path, session }).kind, path).toBe('allow');
  });

  it.each(['PERSONAL', 'ENTERPRISE'] as const)('lets a %s account back from its face check (/authBackPage)', (type) => {
    const session = loggedIn({
      authStatus: 'AUTHING',
      accountType: type,
      enterpriseId: type === 'ENTERPRISE' ? 'e' : null,
    });
    expect(decide({ path: '/authBackPage', query: { ticket: 't', result: 'PASS' }, session }).kind).toBe('allow');
  });

  it('does not let a token in the query past the verification: it is traded first, then the page is checked', () => {
    const session = loggedIn({ authStatus: 'UNAUTH' });
    expect(decide({ path: '/fileSign/fileSign', query: { token: 'x' }, session })).toMatchObject({
      to: '/authTokenBackPage?token=x&redirect=%2FfileSign%2FfileSign',
    });
    expect(decide({ path: '/authTokenBackPage', query: { token: 'x' }, session }).kind).toBe('allow');
  });
});

describe('decideNavigation — title and effects', () => {
  it.each([
    [{}, '电子合同签署系统'],
    [{ systemName: null }, '电子合同签署系统'],
    [{ systemName: '   ' }, '电子合同签署系统'],
    [{ systemName: ' 某某签 ' }, '某某签'],
    [{ language: 'en' as const }, 'Electronic Contract Signing System'],
    [{ language: 'zh-TW' as const }, '電子合同簽署系統'],
    [{ session: { language: 'en' } }, 'Electronic Contract Signing System'],
    [{ session: { language: 'en' }, language: 'zh' as const }, '电子合同签署系统'],
    [{ session: { language: 'fr' } }, '电子合同签署系统'],
    [{ session: { language: 'en' }, systemName: 'Acme Sign' }, 'Acme Sign'],
  ])('titles %j as %s', (input, title) => {
    expect(decide({ path: '/home', ...input }).title).toBe(title);
    expect(decide({ path: '/contact', ...input }).title).toBe(title);
  });

  it.each([
    ['zh', '文件预览'],
    ['en', 'File preview'],
    ['zh-TW', '檔案預覽'],
  ] as const)('titles /paperPdfPreview "file preview" in %s, whatever the system name', (language, title) => {
    expect(decide({ path: '/paperPdfPreview', language, systemName: 'Acme Sign' }).title).toBe(title);
    expect(decide({ path: '/paperPdfPreview/', language }).title).toBe(title);
  });

  it.each([
    { path: '/home' },
    { path: '/' },
    { path: '/contact' },
    { path: '/hrcontract/startHRContract', session: { ...loggedIn(), routePower: [] } },
  ])('scrolls to the top after 500 ms and closes loading overlays on %j', (input) => {
    expect(decide(input)).toMatchObject({ scrollToTopAfterMs: 500, closeLoadingOverlays: true });
  });
});
