// Spec items this file exercises (docs/spec-items.md): C-gateway-timeout, F-envelope.
import { describe, expect, it } from 'vitest';
import { interpretReply } from './interpret-reply';

const envelope = (status: number, message = '', data: unknown = null) => ({ status, message, data });

describe('interpretReply (spec items C-reply-status, C-reply-warning, C-network-failure)', () => {
  it.each([
    [200, 'success'],
    [60000001, 'returned as data'],
    [70000021, 'returned to the caller'],
    [700000121, 'returned to the caller'],
  ])('passes status %i to the caller (%s)', (status) => {
    const reply = interpretReply(200, envelope(status, 'm', { x: 1 }));
    expect(reply).toEqual({ kind: 'envelope', envelope: envelope(status, 'm', { x: 1 }) });
  });

  it('gives form-validation requests every envelope', () => {
    expect(interpretReply(400, envelope(70000002, 'bad'), 'formValidate').kind).toBe('envelope');
  });

  it('turns a catalogued error into an AppError with the catalogue text', () => {
    const reply = interpretReply(401, envelope(75000006, '服务器的话'));
    if (reply.kind !== 'error') throw new Error('expected an error');
    expect(reply.error.code).toBe('WRONG_CREDENTIALS');
    expect(reply.error.userMessage('en')).toBe('Wrong username or password');
  });

  it('uses the server message for a status the catalogue does not know, else the generic text', () => {
    const known = interpretReply(500, envelope(99999999, 'Something specific'));
    if (known.kind !== 'error') throw new Error('expected an error');
    expect(known.error.status).toBe(99999999);
    expect(known.error.userMessage('zh')).toBe('Something specific');
    const silent = interpretReply(500, envelope(99999999, ''));
    if (silent.kind !== 'error') throw new Error('expected an error');
    expect(silent.error.userMessage('zh')).toBe('数据请求错误');
  });

  it.each([
    ['not JSON', undefined],
    ['no envelope', { ok: true }],
    ['status as text', { status: '200', message: 'x' }],
    ['null', null],
    ['array', [1, 2]],
  ])('answers a malformed reply (%s) with the generic data-request error, never a crash', (_label, body) => {
    const reply = interpretReply(200, body);
    expect(reply.kind).toBe('error');
    if (reply.kind === 'error') expect(reply.error.code).toBe('DATA_REQUEST_ERROR');
  });

  it('reports 504 as a gateway timeout so the UI can keep its loading masks', () => {
    const reply = interpretReply(504, undefined);
    if (reply.kind !== 'error') throw new Error('expected an error');
    expect(reply.error.code).toBe('GATEWAY_TIMEOUT');
  });
});
