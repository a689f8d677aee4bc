import { describe, expect, it } from 'vitest';
import { buildCaptchaVerification } from './build-captcha-verification';
import { decryptPoint } from './decrypt-point';

const KEY = 'XwKsGlMcdPMEhR1B';

describe('buildCaptchaVerification', () => {
  it('encrypts token---pointJson under the key', () => {
    const verification = buildCaptchaVerification({ token: 't-1', pointJson: '{"x":120,"y":5}', secretKey: KEY });
    expect(verification).not.toContain('t-1');
    expect(decryptPoint(verification, KEY)).toBe('t-1---{"x":120,"y":5}');
  });

  it('is the plain concatenation without a key', () => {
    expect(buildCaptchaVerification({ token: 't-1', pointJson: '{"x":120,"y":5}', secretKey: null })).toBe(
      't-1---{"x":120,"y":5}',
    );
  });

  it('is deterministic, so the server can recompute it', () => {
    const options = { token: 'abc', pointJson: '[{"x":1,"y":2}]', secretKey: KEY };
    expect(buildCaptchaVerification(options)).toBe(buildCaptchaVerification({ ...options }));
  });
});
