// Spec items this file exercises (docs/spec-items.md): V-mobile, V-code-required, V-password,
// V-captcha-code, V-signature-check-pdf, O-languages.
// The spec's bad inputs typed into the portal's forms in Chromium, in each of the three languages:
// the text is shown next to the field it belongs to, in the page's language. The same inputs sent
// to the API answer their catalogue codes in each language (server/src/http/bad-inputs-three-languages.test.ts).
import { ERROR_CATALOGUE } from '@ecsign/core/errors';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBuiltPortal } from '../support/built-portal';
import { dropFiles } from '../support/drop-files';

const LANGUAGES: TLanguage[] = ['zh', 'en', 'zh-TW'];

describe('bad inputs in the portal’s forms, in zh, en and zh-TW', () => {
  const portal = useBuiltPortal();

  /** A page of the portal in `language`, as the language menu leaves it (stored in the session). */
  async function openIn(language: TLanguage, path: string): Promise<Page> {
    const page = await portal.browser.newPage();
    await page.addInitScript((chosen) => sessionStorage.setItem('language', JSON.stringify(chosen)), language);
    await page.goto(`${portal.server.url}${path}`);
    return page;
  }

  const errorNextTo = (page: Page, field: string) => page.locator(`[role="alert"][data-field="${field}"]`);

  it.each(LANGUAGES)(
    '%s: the registration, login and signature-check forms show each rule’s text next to its field',
    async (language) => {
      const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
      const page = await openIn(language, '/register');
      await page.getByLabel(t('mobile'), { exact: true }).fill('23800000001');
      await page.getByLabel(t('password'), { exact: true }).fill('abcdefgh1');
      await page.getByLabel(t('confirmPassword'), { exact: true }).fill('abcdefgh1');
      await page.getByRole('button', { name: t('registerSubmit'), exact: true }).click();
      // V-mobile, V-code-required (the code left empty), V-password (two kinds of characters only).
      await expect.poll(() => errorNextTo(page, 'mobile').textContent()).toBe(t('mobileInvalid'));
      expect(await errorNextTo(page, 'code').textContent()).toBe(t('required'));
      expect(await errorNextTo(page, 'password').textContent()).toBe(ERROR_CATALOGUE.PASSWORD_WEAK.text[language]);

      // V-captcha-code: the picture captcha's code is 4 of A–Z and 0–9.
      await page.goto(`${portal.server.url}/login`);
      await page.getByRole('textbox', { name: t('account') }).fill('lisi');
      await page.getByLabel(t('password'), { exact: true }).fill('Lisi@2026');
      await page.getByRole('textbox', { name: t('captcha') }).fill('a#1');
      await page.getByRole('button', { name: t('login'), exact: true }).click();
      await expect.poll(() => errorNextTo(page, 'captcha').textContent()).toBe(t('captchaInvalid'));
      expect(new URL(page.url()).pathname).toBe('/login');

      // V-signature-check-pdf: the signature check takes only PDFs carrying e-signatures.
      await page.goto(`${portal.server.url}/validationFile`);
      await dropFiles(page, [{ name: 'readme.txt', base64: Buffer.from('not a PDF').toString('base64') }]);
      const card = page.locator('[data-testid="verify-report"][data-file="readme.txt"]');
      await expect
        .poll(() => card.getByTestId('verify-headline').textContent())
        .toBe(ERROR_CATALOGUE.PDF_NOT_SIGNED.text[language]);
      await page.close();
    },
  );
});
