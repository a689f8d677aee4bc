// Settings that exist for the test suite only: each opens a way around a protection (the captcha,
// the SMS codes, the captcha's answer) or shows what production keeps to its log (the fields of a
// reply that broke its declared schema). A server started with any of them on says so loudly, so it
// is never mistaken for, or deployed as, a production set-up.
import type { ServerConfig } from './config';

export const TEST_ONLY_SWITCHES = [
  'ECSIGN_TEST_SKIP_CAPTCHA',
  'ECSIGN_SANDBOX_OUTBOX_API',
  'ECSIGN_SANDBOX_CAPTCHA_ANSWERS',
  'ECSIGN_TEST_STRICT_REPLIES',
] as const satisfies readonly (keyof ServerConfig)[];

/** The warning to print at start, or null when every test-only switch is off. */
export function testOnlySwitchWarning(config: Pick<ServerConfig, (typeof TEST_ONLY_SWITCHES)[number]>): string | null {
  const on = TEST_ONLY_SWITCHES.filter((name) => config[name]);
  if (on.length === 0) return null;
  const bar = '!'.repeat(78);
  return [
    bar,
    `ecsign: WARNING: test-only switches are ON: ${on.join(', ')}`,
    'ecsign: WARNING: they bypass the captcha or expose verification codes or reply checks; never use them in production',
    bar,
    '',
  ].join('\n');
}
