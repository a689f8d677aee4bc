import { describe, expect, it } from 'vitest';
import { buildCheckRequest } from './build-check-request';
import { decodePointJson } from './decode-point-json';
import { encryptPoint } from './encrypt-point';

const KEY = 'XwKsGlMcdPMEhR1B';

describe('decodePointJson', () => {
  it('reads what buildCheckRequest sent (block puzzle)', () => {
    const { request } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token: 't',
      secretKey: KEY,
      point: { x: 99, y: 5 },
    });
    expect(decodePointJson({ captchaType: 'blockPuzzle', pointJson: request.pointJson, secretKey: KEY })).toEqual({
      points: [{ x: 99, y: 5 }],
      plainJson: '{"x":99,"y":5}',
    });
  });

  it('reads what buildCheckRequest sent (click words)', () => {
    const points = [
      { x: 1, y: 2 },
      { x: 3, y: 4 },
      { x: 5, y: 6 },
    ];
    const { request } = buildCheckRequest({ captchaType: 'clickWord', token: 't', secretKey: KEY, points });
    expect(decodePointJson({ captchaType: 'clickWord', pointJson: request.pointJson, secretKey: KEY })?.points).toEqual(
      points,
    );
  });

  it('reads plain JSON when the token had no key', () => {
    expect(decodePointJson({ captchaType: 'blockPuzzle', pointJson: '{"x":1.5,"y":5}' })?.points).toEqual([
      { x: 1.5, y: 5 },
    ]);
  });

  it.each([
    ['the wrong key', encryptPoint('{"x":1,"y":5}', 'AAAAAAAAAAAAAAAA'), 'blockPuzzle'],
    ['not JSON', encryptPoint('x=1', KEY), 'blockPuzzle'],
    ['a string x', encryptPoint('{"x":"1","y":5}', KEY), 'blockPuzzle'],
    ['an array for the slider', encryptPoint('[{"x":1,"y":5}]', KEY), 'blockPuzzle'],
    ['an object for click words', encryptPoint('{"x":1,"y":5}', KEY), 'clickWord'],
    ['plain text sent to a keyed token', '{"x":1,"y":5}', 'blockPuzzle'],
  ] as const)('returns null for %s', (_label, pointJson, captchaType) => {
    expect(decodePointJson({ captchaType, pointJson, secretKey: KEY })).toBeNull();
  });
});
