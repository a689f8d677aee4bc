// Spec items this file exercises (docs/spec-items.md): R-agreement.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES } from '@ecsign/core/i18n';
import { renderScreen } from '../../test-support/render-screen';
import { AgreementScreen } from './agreement-screen';
import { AGREEMENTS } from './agreement-texts';

describe('agreement texts', () => {
  it.each(AGREEMENTS)('agreement $id has the same sections, none empty, in every language', (agreement) => {
    const counts = LANGUAGES.map((language) => agreement.sections[language].length);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThanOrEqual(5);
    for (const language of LANGUAGES) {
      expect(agreement.title[language].trim()).not.toBe('');
      for (const section of agreement.sections[language]) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.every((paragraph) => paragraph.trim().length > 20)).toBe(true);
      }
    }
  });
});

describe('AgreementScreen', () => {
  it.each([
    ['1', 'zh', '用户服务协议', '一、协议范围'],
    ['2', 'en', 'Privacy Policy', '1. What we collect'],
    ['3', 'zh-TW', '數位憑證服務協議', '一、數位憑證'],
  ] as const)('shows agreement %s in %s', async (id, language, title, heading) => {
    await renderScreen(<AgreementScreen params={{ id }} />, { url: `/agreenment/${id}`, language });
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 5, name: heading })).toBeTruthy();
  });

  it('says so for an agreement that does not exist', async () => {
    await renderScreen(<AgreementScreen params={{ id: '4' }} />, { url: '/agreenment/4' });
    expect(screen.getByRole('heading', { name: '协议不存在' })).toBeTruthy();
    expect(screen.getByTestId('agreement-missing')).toBeTruthy();
  });
});
