import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to 127.0.0.1:8080, ./data, PGlite, captcha required', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      database: 'pglite',
      ECSIGN_TEST_SKIP_CAPTCHA: false,
    });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('takes PORT, HOST, DATA_DIR, DATABASE_URL from the environment, and flags over them', () => {
    const config = parseConfig(
      { PORT: '9000', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u:p@h/db' },
      ['--port=9100'],
    );
    expect(config).toMatchObject({ PORT: 9100, HOST: '0.0.0.0', dataDir: '/tmp/x', database: 'postgres' });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://h/db' }, /DATABASE_URL must start with postgres/],
    [{ ECSIGN_TEST_SKIP_CAPTCHA: 'maybe' }, /ECSIGN_TEST_SKIP_CAPTCHA/],
  ])('rejects %o with a ConfigError naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });
});
