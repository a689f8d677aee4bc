// Spec items this file exercises (docs/spec-items.md): R-guard-session-expired.
import { describe, expect, it } from 'vitest';
import { redirectAfterSessionExpired } from './redirect-after-session-expired';

describe('redirectAfterSessionExpired', () => {
  it.each([
    ['/contract/fileManage', 'OUTSIDE', '/login'],
    ['/contract/fileManage', undefined, '/login'],
    ['/contract/fileManage', null, '/login'],
    ['/contract/fileManage', 'garbage', '/login'],
    ['/contract/fileManage', 'INSIDE', '/loginInternal'],
    ['/home?x=1', 'INSIDE', '/loginInternal'],
    ['/loginTransfer', 'OUTSIDE', '/login'],
    ['/login', 'OUTSIDE', null],
    ['/login', 'INSIDE', null],
    ['/loginInternal', 'INSIDE', null],
    ['/loginInternal', undefined, null],
    ['/login/', 'OUTSIDE', null],
    ['/login?redirect=%2Fhome', 'OUTSIDE', null],
  ])('from %s with owner type %s goes to %s', (path, ownerType, expected) => {
    expect(redirectAfterSessionExpired(path, ownerType)).toBe(expected);
  });
});
