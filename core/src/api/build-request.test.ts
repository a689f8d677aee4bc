// Spec items this file exercises (docs/spec-items.md): C-form-bodies.
import { describe, expect, it } from 'vitest';
import { buildRequest } from './build-request';

const client = {
  baseUrl: 'http://h:1/',
  clientName: 'web' as const,
  getAccessToken: () => 'tok',
  now: () => 1700000000000,
};

describe('buildRequest (spec items C-prefix, C-headers, C-ec-type)', () => {
  it('prefixes /ecapi and adds the time parameter to every GET', () => {
    const { url, init } = buildRequest(
      { method: 'GET', path: 'getLoggedUserInfo', query: { a: 1, b: undefined, c: null } },
      client,
    );
    expect(url).toBe('http://h:1/ecapi/getLoggedUserInfo?a=1&t=1700000000000');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('adds no time parameter to other methods', () => {
    expect(buildRequest({ method: 'POST', path: '/token/accessToken' }, client).url).toBe(
      'http://h:1/ecapi/token/accessToken',
    );
    expect(buildRequest({ method: 'DELETE', path: 'token/logout' }, client).url).toBe('http://h:1/ecapi/token/logout');
  });

  it('sends X-Token with the client name and the bearer token, unless marked no-token', () => {
    const withToken = buildRequest({ method: 'GET', path: 'x' }, client).init.headers;
    expect(withToken).toMatchObject({ 'X-Token': 'web', Authorization: 'Bearer tok' });
    const noToken = buildRequest({ method: 'GET', path: 'x', noToken: true }, client).init.headers;
    expect(noToken['X-Token']).toBe('web');
    expect(noToken.Authorization).toBeUndefined();
    const loggedOut = buildRequest({ method: 'GET', path: 'x' }, { ...client, getAccessToken: () => undefined });
    expect(loggedOut.init.headers.Authorization).toBeUndefined();
  });

  it.each(['download', 'fileDownload', 'pdfDownload', 'formValidate', 'login', 'notStatus'] as const)(
    'marks the request with ec-type %s',
    (ecType) => {
      expect(buildRequest({ method: 'POST', path: 'x', ecType }, client).init.headers['ec-type']).toBe(ecType);
    },
  );

  it('serialises form bodies as application/x-www-form-urlencoded', () => {
    const { init } = buildRequest(
      { method: 'POST', path: 'mobile/token', form: { mobile: '13800000001', code: 123456, skip: undefined } },
      client,
    );
    expect(init.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('mobile=13800000001&code=123456');
  });

  it('sends JSON bodies as JSON and lets explicit headers (basic auth) through', () => {
    const { init } = buildRequest(
      {
        method: 'POST',
        path: 'uk/token',
        json: { pin: '1234' },
        headers: { Authorization: 'Basic d2ViOndlYg==' },
        noToken: true,
      },
      client,
    );
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"pin":"1234"}');
    expect(init.headers.Authorization).toBe('Basic d2ViOndlYg==');
  });

  it('asks for the chosen language', () => {
    const { init } = buildRequest({ method: 'GET', path: 'x' }, { ...client, getLanguage: () => 'zh-TW' });
    expect(init.headers['Accept-Language']).toBe('zh-TW');
  });
});
