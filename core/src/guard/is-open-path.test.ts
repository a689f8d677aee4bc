import { describe, expect, it } from 'vitest';
import { isOpenPath, OPEN_PATHS } from './is-open-path';
import { PORTAL_OPEN_PATHS_BEYOND_SPEC, SPEC_OPEN_PATHS } from './spec-routes.fixture';

describe('isOpenPath', () => {
  it('opens exactly the list of spec item R-guard-open-paths, plus registration and password reset', () => {
    expect([...OPEN_PATHS].sort()).toEqual([...SPEC_OPEN_PATHS, ...PORTAL_OPEN_PATHS_BEYOND_SPEC].sort());
  });

  it.each([
    ['/home', true],
    ['/home/', true],
    ['/home?token=1', true],
    ['home', true],
    ['/agreenment/3', true],
    ['/agreenment/4', false],
    ['/passwordResult/200/RESET/', true],
    ['/passwordResult/200/reset', false],
    ['/register', true],
    ['/resetPassword/', true],
    ['/register/extra', false],
    ['/auth/company', false],
    ['/file/valid', false],
    ['/Home', false],
    ['/', false],
    // The invitation link: open by prefix, with a ticket only.
    ['/i/Abc-123_x', true],
    ['/i/', false],
    ['/i', false],
  ])('%s → %s', (path, open) => {
    expect(isOpenPath(path)).toBe(open);
  });
});
