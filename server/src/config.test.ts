import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults to 127.0.0.1:8080, ./data, the embedded PostgreSQL, captcha required', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      database: 'embedded',
      ECSIGN_TEST_SKIP_CAPTCHA: false,
      ECSIGN_SANDBOX_OUTBOX_API: false,
      ECSIGN_SANDBOX_CAPTCHA_ANSWERS: false,
      CLIENT_CREDENTIALS: { web: 'web', ext: 'ext', cli: 'cli' },
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
    [{ ECSIGN_SANDBOX_OUTBOX_API: 'sure' }, /ECSIGN_SANDBOX_OUTBOX_API/],
    [{ CLIENT_CREDENTIALS: 'web' }, /CLIENT_CREDENTIALS: expected id:secret pairs/],
    [{ CLIENT_CREDENTIALS: 'web:web,:x' }, /CLIENT_CREDENTIALS/],
    [{ CLIENT_CREDENTIALS: 'web:' }, /CLIENT_CREDENTIALS/],
  ])('rejects %o with a ConfigError naming the setting', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('reads the sandbox switches and the client credentials of mobile/token', () => {
    const config = parseConfig({
      ECSIGN_SANDBOX_OUTBOX_API: '1',
      ECSIGN_SANDBOX_CAPTCHA_ANSWERS: 'true',
      CLIENT_CREDENTIALS: ' web:w3b , app-2:s3cr:et ',
    });
    expect(config).toMatchObject({
      ECSIGN_SANDBOX_OUTBOX_API: true,
      ECSIGN_SANDBOX_CAPTCHA_ANSWERS: true,
      CLIENT_CREDENTIALS: { web: 'w3b', 'app-2': 's3cr:et' },
    });
  });
});
