// Spec items this file exercises (docs/spec-items.md): R-not-found.
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { ROUTES } from './routes';
import { PORTAL_ROUTES_BEYOND_SPEC, SPEC_ROUTES } from './spec-routes.fixture';

describe('matchRoute', () => {
  it.each([...SPEC_ROUTES, ...PORTAL_ROUTES_BEYOND_SPEC])(
    'matches $example to $pattern ($layout)',
    ({ pattern, example, layout, params }) => {
      const match = matchRoute(example);
      expect(match.kind).toBe('route');
      if (match.kind !== 'route') return;
      expect(match.route.path).toBe(pattern);
      expect(match.route.layout).toBe(layout);
      expect(match.params).toEqual(params ?? {});
    },
  );

  it('has exactly the routes of the spec (R- items) plus the root, registration and password reset', () => {
    const expected = ['/', ...[...SPEC_ROUTES, ...PORTAL_ROUTES_BEYOND_SPEC].map((r) => r.pattern)];
    expect(ROUTES.map((r) => r.path).sort()).toEqual(expected.sort());
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });

  it('marks the root as the shell, redirecting to /login', () => {
    const match = matchRoute('/');
    expect(match.kind === 'route' && match.route).toMatchObject({
      name: 'root',
      layout: 'shell',
      redirectTo: '/login',
    });
  });

  it.each([
    ['/auth/person', ['headerRow']],
    ['/single/auth/person', ['header', 'headerRow']],
    ['/contract/summary/p/0/ALL/', ['header']],
    ['/fileSign/fileSign', ['header']],
    ['/prePlaced', ['header']],
    ['/singleSignOn', ['header']],
    ['/home', []],
    ['/contract/fileManage', []],
  ])('hides on %s the headers %j', (path, hidden) => {
    const match = matchRoute(path);
    expect(match.kind === 'route' && match.route.hiddenHeaders).toEqual(hidden);
  });

  it('names /fileSign/fileSign fileSign, shows /validationFile with the /file/valid screen, titles /paperPdfPreview file preview', () => {
    const name = (path: string) => {
      const match = matchRoute(path);
      return match.kind === 'route' ? match.route : undefined;
    };
    expect(name('/fileSign/fileSign')?.name).toBe('fileSign');
    expect(name('/validationFile')?.screen).toBe(name('/file/valid')?.screen);
    expect(name('/paperPdfPreview')?.titleKey).toBe('filePreview');
  });

  it.each([
    ['/contract/summary/p1/0/ALL', { planId: 'p1', fileIndex: '0', queryStatus: 'ALL' }],
    ['/contract/summary/%E5%90%88%E5%90%8C/1/X/?tab=2#top', { planId: '合同', fileIndex: '1', queryStatus: 'X' }],
    ['/contract/summary/%E0%A4%A/1/X/', { planId: '%E0%A4%A', fileIndex: '1', queryStatus: 'X' }],
  ])('reads the parameters of %s', (path, params) => {
    const match = matchRoute(path);
    expect(match.kind === 'route' && match.params).toEqual(params);
  });

  it.each([
    '/404',
    '/nope',
    '/contract/summary/p1/0',
    '/contract/summary/p1/0/ALL/extra',
    '/agreenment',
    '/agreenment/1/2',
    '/passwordResult',
    '/passwordResult/200',
    '/HOME',
    '/hrContract/startHRContract',
  ])('does not find %s', (path) => {
    expect(matchRoute(path)).toEqual({ kind: 'not-found', path });
  });

  it('ignores query, hash and trailing slashes', () => {
    for (const path of ['/home/', '/home?x=1', '/home#a', '//home//']) {
      const match = matchRoute(path);
      expect(match.kind === 'route' && match.route.name, path).toBe('home');
    }
  });
});
