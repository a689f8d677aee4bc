// The catalogue's fuller texts (`detail`): filled from the error's details in every language when
// the details give each placeholder, the plain text otherwise; and the same placeholders in zh, en
// and zh-TW so no language drops what the others name.
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { ERROR_CATALOGUE } from './catalogue';

describe('catalogue detail texts', () => {
  it('names the business ID in 6400005 in every language', () => {
    const error = new AppError('BUSINESS_ID_CHANGED', { details: { businessId: 'HR-0042', rows: [{ row: 3 }] } });
    expect(error.status).toBe(6400005);
    for (const language of ['zh', 'en', 'zh-TW'] as const) expect(error.userMessage(language)).toContain('HR-0042');
    expect(error.userMessage('zh')).toBe('企业业务ID HR-0042 已登记过其他数据，不允许变更');
  });

  it('falls back to the plain text when the details lack a placeholder', () => {
    expect(new AppError('BUSINESS_ID_CHANGED').userMessage('en')).toBe(ERROR_CATALOGUE.BUSINESS_ID_CHANGED.text.en);
    expect(new AppError('BUSINESS_ID_CHANGED', { details: { rows: [] } }).userMessage('zh')).toBe(
      ERROR_CATALOGUE.BUSINESS_ID_CHANGED.text.zh,
    );
  });

  it('lists the rows without a business ID in 75100003', () => {
    const error = new AppError('OPEN_API_BUSINESS_ID_MISSING', { details: { rows: [1, 3] } });
    expect(error.userMessage('en')).toBe('The business ID is required: row 1, 3 has none');
    expect(error.userMessage('zh')).toContain('第 1, 3 行');
  });

  it('uses the same placeholders in all three languages', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      const detail = 'detail' in entry ? entry.detail : undefined;
      if (!detail) continue;
      expect({ code, en: names(detail.en) }).toEqual({ code, en: names(detail.zh) });
      expect({ code, tw: names(detail['zh-TW']) }).toEqual({ code, tw: names(detail.zh) });
      expect(names(detail.zh).length).toBeGreaterThan(0);
    }
  });
});
