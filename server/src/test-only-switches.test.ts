import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';
import { TEST_ONLY_SWITCHES, testOnlySwitchWarning } from './test-only-switches';

describe('test-only switches', () => {
  it('warns about none when all are off (the defaults)', () => {
    expect(testOnlySwitchWarning(parseConfig({ DATA_DIR: 'data' }))).toBeNull();
  });

  it('names each switch that is on', () => {
    const warning = testOnlySwitchWarning(
      parseConfig({ DATA_DIR: 'data', ECSIGN_TEST_SKIP_CAPTCHA: '1', ECSIGN_SANDBOX_CAPTCHA_ANSWERS: 'true' }),
    );
    expect(warning).toContain('test-only switches are ON: ECSIGN_TEST_SKIP_CAPTCHA, ECSIGN_SANDBOX_CAPTCHA_ANSWERS');
    expect(warning).not.toContain('ECSIGN_SANDBOX_OUTBOX_API');
  });

  it('lists every setting config.ts documents as test-only', () => {
    const source = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');
    const documented = [...source.matchAll(/\*\s+Test-only:[\s\S]*?\*\/\s*(\w+):/g)].map((match) => match[1]);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.sort()).toEqual([...TEST_ONLY_SWITCHES].sort());
  });
});
