import { describe, expect, it } from 'vitest';
import { actionOf, describeOperation } from './describe-operation';

describe('describeOperation', () => {
  it.each([
    ['POST', '/ecapi/cb/assemble/contact/save', 'contact/save'],
    ['DELETE', '/ecapi/token/logout', 'token/logout'],
    ['POST', '/ecapi/baseservice/config/create', 'baseservice/config/create'],
    ['PUT', '/ecapi/cb/assemble/help/file/:helpId', 'help/file'],
  ])('logs %s %s as %s', (method, pattern, action) => {
    expect(describeOperation({ method, pattern })).toEqual({ action, targetId: null });
  });

  it('does not log reads, the portal, unmatched paths or the sandbox dev routes', () => {
    expect(describeOperation({ method: 'GET', pattern: '/ecapi/cb/assemble/contact/list' })).toBeNull();
    expect(describeOperation({ method: 'HEAD', pattern: '/ecapi/health' })).toBeNull();
    expect(describeOperation({ method: 'POST', pattern: '/login' })).toBeNull();
    expect(describeOperation({ method: 'POST', pattern: undefined })).toBeNull();
    expect(describeOperation({ method: 'POST', pattern: '/ecapi/dev/outbox' })).toBeNull();
  });

  it('follows the route flag: a GET flagged as a write is logged, an opted-out write is not', () => {
    const pattern = '/ecapi/bc/assemble/operationlog/export';
    expect(describeOperation({ method: 'GET', pattern, flag: { write: true, action: 'operationlog/export' } })).toEqual(
      { action: 'operationlog/export', targetId: null },
    );
    expect(describeOperation({ method: 'POST', pattern, flag: { write: false } })).toBeNull();
  });

  it('takes the target from path parameters first, then id-named query and body fields', () => {
    const pattern = '/ecapi/cb/assemble/x/:helpId';
    expect(
      describeOperation({ method: 'POST', pattern, params: { helpId: 'h-1' }, body: { templateId: 't' } }),
    ).toMatchObject({ targetId: 'h-1' });
    expect(
      describeOperation({ method: 'POST', pattern: '/ecapi/a/b', query: { planId: 'p-9' }, body: { id: 'x' } }),
    ).toMatchObject({ targetId: 'p-9' });
    expect(
      describeOperation({ method: 'POST', pattern: '/ecapi/a/b', body: { name: 'n', contactId: 42 } }),
    ).toMatchObject({ targetId: '42' });
  });

  it('never takes personal data, secrets or free text from a body as the target', () => {
    const body = {
      idNumber: '11010519491231002X',
      idCard: '11010519491231002X',
      password: 'Zhang@2026',
      refreshTokenId: 'abc',
      codeId: '123456',
      mobile: '13800000001',
      noteId: '一段 中文',
    };
    expect(describeOperation({ method: 'POST', pattern: '/ecapi/a/b', body })).toMatchObject({ targetId: null });
    expect(describeOperation({ method: 'POST', pattern: '/ecapi/a/b', body: ['x'] })).toMatchObject({ targetId: null });
  });

  it('does not walk an uploaded file body byte by byte', () => {
    // A raw upload arrives as a Buffer; enumerating its keys would take seconds for 8 MB.
    const untouchable = new Proxy(Buffer.alloc(16), {
      ownKeys: () => {
        throw new Error('the body was enumerated');
      },
    });
    expect(describeOperation({ method: 'POST', pattern: '/ecapi/a/upload', body: untouchable })).toEqual({
      action: 'a/upload',
      targetId: null,
    });
    expect(describeOperation({ method: 'POST', pattern: '/ecapi/a/upload', body: Buffer.from('{"id":"x1"}') })).toEqual(
      {
        action: 'a/upload',
        targetId: null,
      },
    );
  });

  it('names an action by its pattern without the namespace and parameters', () => {
    expect(actionOf('/ecapi/bc/assemble/watermarkbanscreenshots/update')).toBe('watermarkbanscreenshots/update');
    expect(actionOf('/ecapi/cus/assemble/openapi/v1/oa/oa_token')).toBe('openapi/v1/oa/oa_token');
  });
});
