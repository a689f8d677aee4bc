import { describe, expect, it } from 'vitest';
import { loggableUrl, serializeErrorForLog } from './log-safety';

describe('loggableUrl', () => {
  it('hides the whole query of a credential route', () => {
    expect(loggableUrl('/ecapi/mobile/token?mobile=13800000004&code=123456&grant_type=sms')).toBe(
      '/ecapi/mobile/token?[redacted]',
    );
    expect(loggableUrl('/ecapi/cus/assemble/openapi/v1/oa/gftLogOut?token=abc')).toBe(
      '/ecapi/cus/assemble/openapi/v1/oa/gftLogOut?[redacted]',
    );
  });

  it('masks credential-named fields anywhere and keeps the rest', () => {
    expect(loggableUrl('/ecapi/contract/list?current=1&mobile=13800000004&verifyCode=1&size=10')).toBe(
      '/ecapi/contract/list?current=1&mobile=%5Bredacted%5D&verifyCode=%5Bredacted%5D&size=10',
    );
    expect(loggableUrl('/home')).toBe('/home');
  });
});

describe('serializeErrorForLog', () => {
  it('keeps the SQL text and SQLSTATE of a database error, never its parameters or message', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "13800000004"'), {
      severity: 'ERROR',
      code: '22P02',
    });
    const query = Object.assign(new Error('Failed query: select $1\nparams: 13800000004'), {
      query: 'select $1',
      params: ['13800000004'],
      cause: pgError,
    });
    const wrapped = new Error('saving failed: Failed query: select $1\nparams: 13800000004', { cause: query });
    const logged = JSON.stringify(serializeErrorForLog(wrapped));
    expect(logged).not.toContain('13800000004');
    expect(logged).toContain('select $1');
    expect(logged).toContain('22P02');
  });
});
