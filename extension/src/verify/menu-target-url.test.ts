import { describe, expect, it } from 'vitest';
import { menuTargetUrl } from './menu-target-url';
import { isVerifyRequest } from './verify-message';

describe('menuTargetUrl', () => {
  it.each([
    [{ linkUrl: 'https://a/x.pdf', pageUrl: 'https://a/' }, 'https://a/', 'https://a/x.pdf'],
    [{ frameUrl: 'https://a/viewer/doc.pdf', pageUrl: 'https://a/' }, 'https://a/', 'https://a/viewer/doc.pdf'],
    [
      { frameUrl: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html', pageUrl: 'https://a/d.pdf' },
      undefined,
      'https://a/d.pdf',
    ],
    [{}, 'https://a/open.pdf', 'https://a/open.pdf'],
  ])('%j → the document to check', (info, tabUrl, expected) => {
    expect(menuTargetUrl(info, tabUrl)).toBe(expected);
  });
});

describe('isVerifyRequest', () => {
  it.each([
    [{ type: 'verify-url', url: 'https://a/x.pdf' }, true],
    [{ type: 'verify-url' }, false],
    [{ type: 'ping' }, false],
    [null, false],
  ])('%j → %s', (message, expected) => {
    expect(isVerifyRequest(message)).toBe(expected);
  });
});
