import { describe, expect, it } from 'vitest';
import { AppError } from '@ecsign/core/errors';
import { fieldForError, FORM, type ErrorRoutes } from './field-for-error';

const ROUTES: ErrorRoutes<'mobile' | 'code'> = {
  codes: { REGISTRATION_CODE_FAILED: 'code' },
  paths: { mobile: 'mobile', code: 'code' },
};

describe('fieldForError', () => {
  it('routes by catalogue code, then by the first body field BAD_REQUEST names, else to the form', () => {
    expect(fieldForError(new AppError('REGISTRATION_CODE_FAILED'), ROUTES)).toBe('code');
    const bad = new AppError('BAD_REQUEST', { details: [{ path: 'other' }, { path: 'mobile.0', message: 'x' }] });
    expect(fieldForError(bad, ROUTES)).toBe('mobile');
    expect(fieldForError(new AppError('BAD_REQUEST', { details: null }), ROUTES)).toBe(FORM);
    expect(fieldForError(new AppError('TOO_MANY_REQUESTS'), ROUTES)).toBe(FORM);
    expect(fieldForError(new Error('boom'), ROUTES)).toBe(FORM);
  });
});
