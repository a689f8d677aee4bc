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
  it('takes ECSIGN_LANG, then the stored one, then the locale', () => {
    expect(resolveLanguage({ ECSIGN_LANG: 'en', LANG: 'zh_CN.UTF-8' }, 'zh-TW')).toBe('en');
    expect(resolveLanguage({ LANG: 'en_US.UTF-8' }, 'zh-TW')).toBe('zh-TW');
    expect(resolveLanguage({ LANG: 'zh_CN.UTF-8' }, undefined)).toBe('zh');
    expect(resolveLanguage({ ECSIGN_LANG: 'zh_TW.UTF-8' }, undefined)).toBe('zh-TW');
    expect(resolveLanguage({ ECSIGN_LANG: 'klingon', LANG: 'zh_CN.UTF-8' }, undefined)).toBe('en');
  });

  it('reads the locale as POSIX orders it: LC_ALL, LC_MESSAGES, LANG', () => {
    expect(resolveLanguage({ LC_ALL: 'zh_HK.UTF-8', LC_MESSAGES: 'en_GB', LANG: 'zh_CN' }, undefined)).toBe('zh-TW');
    expect(resolveLanguage({ LC_MESSAGES: 'zh_SG.GB2312', LANG: 'en_US.UTF-8' }, undefined)).toBe('zh');
    expect(resolveLanguage({ LC_ALL: '', LANG: 'zh_TW.Big5' }, undefined)).toBe('zh-TW');
    expect(resolveLanguage({ LANG: 'zh_Hant_TW' }, undefined)).toBe('zh-TW');
  });

  it('is English for C, POSIX, no locale at all, and languages it has no texts for', () => {
    for (const LANG of ['C', 'C.UTF-8', 'POSIX', '', 'fr_FR.UTF-8', 'zhx'])
      expect(resolveLanguage({ LANG }, undefined), LANG).toBe('en');
    expect(resolveLanguage({}, undefined)).toBe('en');
    expect(resolveLanguage({ LANG: 'C' }, 'not-a-language')).toBe('en');
  });
});
