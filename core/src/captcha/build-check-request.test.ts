import { describe, expect, it } from 'vitest';
import { buildCheckRequest } from './build-check-request';
import { decryptPoint } from './decrypt-point';
import { ZCheckCaptchaRequest } from './schemas';

const KEY = 'XwKsGlMcdPMEhR1B';

describe('buildCheckRequest', () => {
  it('encrypts the block-puzzle point and keeps token---json for later', () => {
    const { request, captchaVerification } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token: 'tok',
      secretKey: KEY,
      point: { x: 120, y: 5 },
    });
    expect(request.captchaType).toBe('blockPuzzle');
    expect(request.token).toBe('tok');
    expect(decryptPoint(request.pointJson, KEY)).toBe('{"x":120,"y":5}');
    expect(decryptPoint(captchaVerification, KEY)).toBe('tok---{"x":120,"y":5}');
    expect(ZCheckCaptchaRequest.parse(request)).toEqual(request);
  });

  it('sends the click-word points as a JSON array in click order', () => {
    const points = [
      { x: 10, y: 20 },
      { x: 30, y: 40 },
      { x: 50, y: 60 },
    ];
    const { request } = buildCheckRequest({ captchaType: 'clickWord', token: 'tok', secretKey: KEY, points });
    expect(decryptPoint(request.pointJson, KEY)).toBe('[{"x":10,"y":20},{"x":30,"y":40},{"x":50,"y":60}]');
  });

  it('sends plain JSON when there is no secret key', () => {
    const { request, captchaVerification } = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token: 'tok',
      secretKey: null,
      point: { x: 7, y: 5 },
    });
    expect(request.pointJson).toBe('{"x":7,"y":5}');
    expect(captchaVerification).toBe('tok---{"x":7,"y":5}');
  });

  it('puts only x and y on the wire, in that order', () => {
    const point = { y: 5, x: 9, label: 'extra' } as unknown as { x: number; y: number };
    const { request } = buildCheckRequest({ captchaType: 'blockPuzzle', token: 't', point });
    expect(request.pointJson).toBe('{"x":9,"y":5}');
  });
});
