// Local files: what chrome.extension says about file access, and the hint the popup shows in each
// of the product's languages when it is off.
import { describe, expect, it } from 'vitest';
import { fileAccessOf, isFileUrl, type FileSchemeAccessApi } from './file-access';
import { fileAccessHint } from './file-access-hint';

const chromeExtension = (allowed: boolean): FileSchemeAccessApi => ({
  isAllowedFileSchemeAccess: async () => allowed,
});

describe('fileAccessOf', () => {
  it('follows Chrome’s "Allow access to file URLs" switch', async () => {
    expect(await fileAccessOf(chromeExtension(true), 'chrome')).toBe('allowed');
    expect(await fileAccessOf(chromeExtension(false), 'chrome')).toBe('switched-off');
  });

  it('counts a missing or failing API as switched off, and Firefox as never allowed', async () => {
    expect(await fileAccessOf(undefined, 'chrome')).toBe('switched-off');
    const failing: FileSchemeAccessApi = { isAllowedFileSchemeAccess: () => Promise.reject(new Error('no')) };
    expect(await fileAccessOf(failing, 'chrome')).toBe('switched-off');
    expect(await fileAccessOf(chromeExtension(true), 'firefox')).toBe('unsupported');
  });

  it('knows a local file by its scheme', () => {
    expect(isFileUrl('file:///C:/Users/me/Downloads/a.pdf')).toBe(true);
    expect(isFileUrl('https://docs.example/file.pdf')).toBe(false);
  });
});

describe('fileAccessHint', () => {
  it('tells a Chrome user where to switch file access on, in their language', () => {
    expect(fileAccessHint('switched-off', 'zh')).toContain('chrome://extensions');
    expect(fileAccessHint('switched-off', 'zh')).toContain('“允许访问文件网址”');
    expect(fileAccessHint('switched-off', 'en')).toContain('switch on "Allow access to file URLs"');
    expect(fileAccessHint('switched-off', 'zh-TW')).toContain('「允許存取檔案網址」');
  });

  it('tells a Firefox user to upload the file on the platform instead', () => {
    expect(fileAccessHint('unsupported', 'en')).toContain('"Signature check" page');
    expect(fileAccessHint('unsupported', 'zh')).toContain('“文件验签”');
    expect(fileAccessHint('unsupported', 'zh-TW')).toContain('「文件驗簽」');
  });
});
