import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect-path';

describe('safeRedirectPath', () => {
  it.each([
    ['/contract/fileManage', '/contract/fileManage'],
    ['/account/ent?tab=2#top', '/account/ent?tab=2#top'],
    [null, '/home'],
    ['', '/home'],
    ['home', '/home'],
    ['https://evil.example/', '/home'],
    ['//evil.example/path', '/home'],
    ['/\\evil.example', '/home'],
    ['/refresh?redirect=/refresh', '/home'],
  ])('%j → %s', (redirect, expected) => {
    expect(safeRedirectPath(redirect)).toBe(expected);
  });
});
