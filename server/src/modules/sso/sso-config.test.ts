// The configuration keys of single sign-on, key devices and the system name (server/src/config.ts).
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

describe('SSO, UKey and system-name configuration', () => {
  it('defaults to no OA clients, no URLs, /home after SSO and the product system name', () => {
    const config = parseConfig({});
    expect(config.OA_CLIENTS).toEqual({});
    expect(config).toMatchObject({ SSO_REDIRECT_PATH: '/home' });
    expect(config.OA_LOGIN_URL).toBeUndefined();
    expect(config.UKEY_DRIVER_URL).toBeUndefined();
    expect(config.SYSTEM_NAME).toBeUndefined();
  });

  it('reads OA clients as id:secret pairs; a secret may hold colons', () => {
    expect(parseConfig({ OA_CLIENTS: 'oa:secret, hr-oa:a:b:c:d:e ' }).OA_CLIENTS).toEqual({
      oa: 'secret',
      'hr-oa': 'a:b:c:d:e',
    });
  });

  it('takes http(s) URLs or server paths for the OA login and the UKey driver', () => {
    const config = parseConfig({ OA_LOGIN_URL: 'https://oa.example.com/sso', UKEY_DRIVER_URL: '/downloads/ukey.zip' });
    expect(config).toMatchObject({
      OA_LOGIN_URL: 'https://oa.example.com/sso',
      UKEY_DRIVER_URL: '/downloads/ukey.zip',
    });
  });

  it.each([
    [{ OA_CLIENTS: 'oasecretwithoutcolon' }, /OA_CLIENTS/],
    [{ OA_CLIENTS: 'oa:short' }, /OA_CLIENTS/],
    [{ OA_CLIENTS: 'o a:long-enough' }, /OA_CLIENTS/],
    [{ OA_CLIENTS: ':long-enough' }, /OA_CLIENTS/],
    [{ OA_LOGIN_URL: 'javascript:alert(1)' }, /OA_LOGIN_URL/],
    [{ UKEY_DRIVER_URL: '//evil.example.com/x' }, /UKEY_DRIVER_URL/],
    [{ SSO_REDIRECT_PATH: 'https://evil.example.com' }, /SSO_REDIRECT_PATH/],
    [{ SSO_REDIRECT_PATH: '//evil.example.com' }, /SSO_REDIRECT_PATH/],
    [{ SYSTEM_NAME: 'x'.repeat(65) }, /SYSTEM_NAME/],
  ])('rejects %o with a ConfigError naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
