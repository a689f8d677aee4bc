import { describe, expect, it } from 'vitest';
import {
  ZCheckCaptchaReply,
  ZCheckCaptchaRequest,
  ZGetCaptchaReply,
  ZGetCaptchaRequest,
  ZPictureCaptcha,
} from './schemas';

describe('captcha schemas', () => {
  it('reads an AJ-Captcha get reply, dropping fields it does not use', () => {
    const reply = ZGetCaptchaReply.parse({
      repCode: '0000',
      repMsg: null,
      repData: {
        originalImageBase64: 'iVBOR',
        jigsawImageBase64: 'iVBOR2',
        token: '71dd26999e314f9abb0c635336976635',
        secretKey: 'XwKsGlMcdPMEhR1B',
        wordList: null,
        result: false,
        opAdmin: false,
      },
      success: true,
      error: false,
    });
    expect(reply).toEqual({
      repCode: '0000',
      repMsg: null,
      repData: {
        originalImageBase64: 'iVBOR',
        jigsawImageBase64: 'iVBOR2',
        token: '71dd26999e314f9abb0c635336976635',
        secretKey: 'XwKsGlMcdPMEhR1B',
        wordList: [],
      },
    });
  });

  it('reads a refused get reply without data', () => {
    expect(ZGetCaptchaReply.parse({ repCode: '6201', repMsg: '请求过于频繁' })).toEqual({
      repCode: '6201',
      repMsg: '请求过于频繁',
      repData: null,
    });
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
  ])('treats secretKey %j as no key', (secretKey, expected) => {
    const reply = ZGetCaptchaReply.parse({
      repCode: '0000',
      repData: { originalImageBase64: 'a', token: 't', secretKey, wordList: ['天', '地', '人'] },
    });
    expect(reply.repData?.secretKey).toBe(expected);
  });

  it.each(['short', 'seventeen-chars!!', '密钥密钥密钥密钥密钥密钥密钥密钥'])(
    'refuses the secretKey %j',
    (secretKey) => {
      const result = ZGetCaptchaReply.safeParse({
        repCode: '0000',
        repData: { originalImageBase64: 'a', token: 't', secretKey },
      });
      expect(result.success).toBe(false);
    },
  );

  it('reads a check reply', () => {
    expect(
      ZCheckCaptchaReply.parse({
        repCode: '6111',
        repMsg: '验证失败',
        repData: { captchaType: 'blockPuzzle', token: 't' },
      }),
    ).toEqual({ repCode: '6111', repMsg: '验证失败', repData: { captchaType: 'blockPuzzle', token: 't' } });
  });

  it.each([
    [{ captchaType: 'blockPuzzle', clientUid: 'slider-1', ts: 1700000000000 }, true],
    [{ captchaType: 'clickWord' }, true],
    [{ captchaType: 'rotate' }, false],
  ])('get request %j valid: %s', (request, valid) => {
    expect(ZGetCaptchaRequest.safeParse(request).success).toBe(valid);
  });

  it.each([
    [{ captchaType: 'blockPuzzle', pointJson: 'o9xC8oniEuMVGnvf78FMzw==', token: 't' }, true],
    [{ captchaType: 'blockPuzzle', pointJson: '', token: 't' }, false],
    [{ captchaType: 'clickWord', pointJson: '[]', token: '' }, false],
  ])('check request %j valid: %s', (request, valid) => {
    expect(ZCheckCaptchaRequest.safeParse(request).success).toBe(valid);
  });

  it('reads the picture captcha', () => {
    expect(ZPictureCaptcha.safeParse({ captchaImageBase64: 'iVBOR', captchaKey: 'k1' }).success).toBe(true);
    expect(ZPictureCaptcha.safeParse({ captchaImageBase64: 'iVBOR', captchaKey: '' }).success).toBe(false);
  });
});
