import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER, resolveLanguage, resolveServer } from './cli-config';

describe('resolveServer', () => {
  it('prefers --server, then ECSIGN_SERVER, then the stored address, then the default', () => {
    expect(resolveServer('http://a/', { ECSIGN_SERVER: 'http://b' }, 'http://c')).toBe('http://a');
    expect(resolveServer(undefined, { ECSIGN_SERVER: 'http://b' }, 'http://c')).toBe('http://b');
    expect(resolveServer(undefined, {}, 'http://c')).toBe('http://c');
    expect(resolveServer(undefined, {}, undefined)).toBe(DEFAULT_SERVER);
  });
});

describe('resolveLanguage', () => {
  it('takes ECSIGN_LANG, then the stored one, and falls back to zh for anything else', () => {
    expect(resolveLanguage({ ECSIGN_LANG: 'en' }, 'zh-TW')).toBe('en');
    expect(resolveLanguage({}, 'zh-TW')).toBe('zh-TW');
    expect(resolveLanguage({ ECSIGN_LANG: 'klingon' }, undefined)).toBe('zh');
  });
});
