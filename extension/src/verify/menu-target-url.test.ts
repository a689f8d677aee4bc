import { describe, expect, it } from 'vitest';
import { menuTargetUrl } from './menu-target-url';
import { isVerifyRequest } from './verify-message';
import { badgeFor } from './badge-for';

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

describe('badgeFor', () => {
  const base = { id: '1', url: 'u', name: 'n', checkedAt: 0 };
  it('shows … while checking, ✓ only for a file that passes, ✗ otherwise', () => {
    expect(badgeFor({ ...base, state: 'checking' }).text).toBe('…');
    const verdict = { file: 'n', signatures: [] };
    expect(
      badgeFor({
        ...base,
        state: 'done',
        bottomLine: 'valid',
        signatureBottomLines: [],
        verdict: { ...verdict, status: 'valid' },
      }).text,
    ).toBe('✓');
    expect(
      badgeFor({
        ...base,
        state: 'done',
        bottomLine: 'valid',
        signatureBottomLines: [],
        verdict: { ...verdict, status: 'invalid' },
      }).text,
    ).toBe('✗');
    expect(badgeFor({ ...base, state: 'refused', code: 'PDF_NOT_SIGNED' }).text).toBe('✗');
  });
});
