// AppError: the symbolic code, the catalogue's numbers, and which text a person sees.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../i18n/language';
import { AppError, isAppError } from './app-error';
import { ERROR_CATALOGUE, type TErrorCode } from './catalogue';

const CODES = Object.keys(ERROR_CATALOGUE) as TErrorCode[];

describe('AppError', () => {
  it('carries the code, the catalogue status and the HTTP status of every catalogue entry', () => {
    for (const code of CODES) {
      const error = new AppError(code);
      expect([error.code, error.status, error.httpStatus]).toEqual([
        code,
        ERROR_CATALOGUE[code].status,
        ERROR_CATALOGUE[code].http,
      ]);
      for (const language of LANGUAGES) expect(error.userMessage(language)).toBe(ERROR_CATALOGUE[code].text[language]);
    }
  });

  it.each<[TErrorCode, number, number, string, string, string]>([
    [
      'VERSION_CONFLICT',
      500000001,
      409,
      '数据已被他人修改，请刷新后重试',
      'The data was changed by someone else; reload and try again',
      '資料已被他人修改，請重新整理後再試',
    ],
    [
      'ACCOUNT_LOCKED',
      75000007,
      423,
      '账号已锁定，请30分钟后再试',
      'The account is locked, wait 30 minutes',
      '帳號已鎖定，請30分鐘後再試',
    ],
    [
      'WORD_TO_PDF_FAILED',
      63100014,
      500,
      'Word转PDF失败，请上传PDF文件',
      'The Word document could not be converted to PDF; upload a PDF instead',
      'Word轉PDF失敗，請上傳PDF檔案',
    ],
  ])('%s is status %i, HTTP %i, with its zh, en and zh-TW texts', (code, status, http, zh, en, zhTW) => {
    const error = new AppError(code);
    expect([error.status, error.httpStatus]).toEqual([status, http]);
    expect([error.userMessage('zh'), error.userMessage('en'), error.userMessage('zh-TW')]).toEqual([zh, en, zhTW]);
  });

  it('speaks Chinese when no language is given', () => {
    expect(new AppError('PLAN_NOT_FOUND').userMessage()).toBe('任务不存在');
  });

  it('keeps internal detail in message, apart from the text a person sees', () => {
    const error = new AppError('DATABASE_ERROR', { internal: 'relation "plans" does not exist' });
    expect(error.message).toBe('relation "plans" does not exist');
    expect(error.userMessage('en')).toBe('Database error');
    expect(new AppError('NOT_FOUND').message).toBe('NOT_FOUND');
  });

  it('is an Error with its name, cause and details', () => {
    const cause = new Error('socket hang up');
    const error = new AppError('UPSTREAM_SERVICE_FAILED', { cause, details: { provider: 'sms' } });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AppError');
    expect(error.cause).toBe(cause);
    expect(error.details).toEqual({ provider: 'sms' });
  });

  it("prefers the catalogue's text to the server's message for a code it knows", () => {
    const error = new AppError('ATTACHMENT_TOO_LARGE', { serverMessage: 'file too big' });
    expect(error.serverMessage).toBe('file too big');
    expect(error.userMessage('en')).toBe('Each attachment must be at most 8 MB');
  });

  it("shows the server's message for a status the catalogue does not know", () => {
    const error = new AppError('DATA_REQUEST_ERROR', { status: 88000001, serverMessage: '渠道维护中' });
    expect([error.code, error.status, error.httpStatus]).toEqual(['DATA_REQUEST_ERROR', 88000001, 0]);
    for (const language of LANGUAGES) expect(error.userMessage(language)).toBe('渠道维护中');
  });

  it('falls back to the catalogue text when an unknown status comes without a message', () => {
    const error = new AppError('DATA_REQUEST_ERROR', { status: 88000001 });
    expect(error.userMessage('zh-TW')).toBe('資料請求錯誤');
  });

  it('treats an override equal to the catalogue status as no override', () => {
    const error = new AppError('SESSION_EXPIRED', { status: 70000401, serverMessage: 'token expired' });
    expect(error.userMessage('en')).toBe('Your session has expired, please log in again');
  });
});

describe('isAppError', () => {
  it.each<[string, unknown, boolean]>([
    ['an AppError', new AppError('BAD_REQUEST'), true],
    ['a plain Error', new Error('BAD_REQUEST'), false],
    ['a look-alike object', { name: 'AppError', code: 'BAD_REQUEST', status: 70000002 }, false],
    ['null', null, false],
  ])('recognises %s: %s', (_label, value, expected) => {
    expect(isAppError(value)).toBe(expected);
  });
});
