// Spec items this file exercises (docs/spec-items.md): R-part-security-check, F-behaviour-captcha.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import {
  buildCheckRequest,
  decryptPoint,
  REP_CODE,
  type TCaptchaType,
  type TCheckCaptchaRequest,
  type TGetCaptchaReply,
} from '@ecsign/core/captcha';
import { AppError } from '@ecsign/core/errors';
import type { TLanguage } from '@ecsign/core/i18n';
import { renderWithTexts } from '../test-support/render-with-texts';
import type { CaptchaService } from './captcha-service';
import { SecurityCheckPopup } from './security-check-popup';

const KEY = 'abcdefghijklmnop';

function fakeService(options: { secretKey?: string | null; checkCodes?: string[]; getFails?: boolean } = {}) {
  const { secretKey = KEY, checkCodes = [REP_CODE.SUCCESS] } = options;
  let served = 0;
  let checked = 0;
  const get = vi.fn(async (captchaType: TCaptchaType): Promise<TGetCaptchaReply> => {
    served += 1;
    if (options.getFails) throw new AppError('NETWORK_REQUEST_FAILED');
    return {
      repCode: REP_CODE.SUCCESS,
      repMsg: null,
      repData: {
        originalImageBase64: `ORIGINAL${served}`,
        jigsawImageBase64: captchaType === 'blockPuzzle' ? `JIGSAW${served}` : null,
        token: `token${served}`,
        secretKey,
        wordList: captchaType === 'clickWord' ? ['甲', '乙', '丙'] : [],
      },
    };
  });
  const check = vi.fn(async (_request: TCheckCaptchaRequest) => {
    const repCode = checkCodes[Math.min(checked++, checkCodes.length - 1)]!;
    return { repCode, repMsg: repCode === REP_CODE.TOO_FREQUENT ? '请求过于频繁，请稍后再试' : null, repData: null };
  });
  const service: CaptchaService = { get, check };
  return { service, get, check };
}

async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function open(
  captchaType: TCaptchaType,
  fake: ReturnType<typeof fakeService>,
  language: TLanguage = 'zh',
  displayWidth?: number,
) {
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  renderWithTexts(
    <SecurityCheckPopup
      opened
      captchaType={captchaType}
      service={fake.service}
      displayWidth={displayWidth}
      onSuccess={onSuccess}
      onClose={onClose}
    />,
    { language },
  );
  await settle();
  return { onSuccess, onClose };
}

const original = () => screen.getByTestId('captcha-original').getAttribute('src');
const bar = () => screen.getByTestId('captcha-bar');
const barText = () => screen.getByTestId('captcha-bar-text').textContent;

async function slide(from: number, to: number) {
  const handle = screen.getByTestId('captcha-handle');
  fireEvent.pointerDown(handle, { clientX: from, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: to, pointerId: 1 });
  await settle();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SecurityCheckPopup, slider puzzle', () => {
  it('is titled "please complete the security verification" and shows the pictures with the hint', async () => {
    const fake = fakeService();
    await open('blockPuzzle', fake);
    expect(screen.getByRole('dialog', { name: '请完成安全验证' })).toBeTruthy();
    expect(fake.get).toHaveBeenCalledWith('blockPuzzle');
    expect(original()).toBe('data:image/png;base64,ORIGINAL1');
    expect(screen.getByTestId('captcha-jigsaw').getAttribute('src')).toBe('data:image/png;base64,JIGSAW1');
    expect(barText()).toBe('向右滑动完成验证');
  });

  it('moves the piece with the handle, checks the encrypted point, and closes with the verification', async () => {
    const fake = fakeService();
    const { onSuccess, onClose } = await open('blockPuzzle', fake);
    const handle = screen.getByTestId('captcha-handle');
    fireEvent.pointerDown(handle, { clientX: 40, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 157, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('117');
    expect(screen.getByTestId('captcha-jigsaw').style.left).toBe('117px');
    expect(bar().getAttribute('data-tone')).toBe('active');
    fireEvent.pointerUp(handle, { clientX: 157, pointerId: 1 });
    await settle();

    const sent = fake.check.mock.calls[0]![0];
    expect(sent).toMatchObject({ captchaType: 'blockPuzzle', token: 'token1' });
    expect(sent.pointJson).not.toContain('117');
    expect(decryptPoint(sent.pointJson, KEY)).toBe('{"x":117,"y":5}');
    const expected = buildCheckRequest({
      captchaType: 'blockPuzzle',
      token: 'token1',
      secretKey: KEY,
      point: { x: 117, y: 5 },
    });
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith(expected.captchaVerification);
    expect(onClose).toHaveBeenCalled();
  });

  it("shown narrower (the toolbar popup), it sends the point in the server picture's own pixels", async () => {
    const fake = fakeService();
    await open('blockPuzzle', fake, 'zh', 280);
    expect(screen.getByTestId('security-check').getAttribute('data-display-width')).toBe('280');
    expect(original()).toBe('data:image/png;base64,ORIGINAL1');
    expect(screen.getByTestId('captcha-original').getAttribute('width')).toBe('280');
    await slide(0, 100);
    const sent = fake.check.mock.calls[0]![0];
    const point = JSON.parse(decryptPoint(sent.pointJson, KEY)) as { x: number };
    expect(point.x).toBeCloseTo((100 * 310) / 280, 0);
  });

  it('keeps the piece inside the picture', async () => {
    await open('blockPuzzle', fakeService({ checkCodes: [REP_CODE.FAILED] }));
    const handle = screen.getByTestId('captcha-handle');
    fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1 });
    fireEvent.pointerMove(handle, { clientX: 1000, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('260');
    fireEvent.pointerMove(handle, { clientX: -50, pointerId: 1 });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('sends plain JSON when the server gives no secret key', async () => {
    const fake = fakeService({ secretKey: null });
    const { onSuccess } = await open('blockPuzzle', fake);
    await slide(0, 80);
    expect(fake.check.mock.calls[0]![0].pointJson).toBe('{"x":80,"y":5}');
    expect(onSuccess).toHaveBeenCalledWith('token1---{"x":80,"y":5}');
  });

  it('can be solved with the keyboard', async () => {
    const fake = fakeService();
    await open('blockPuzzle', fake);
    const handle = screen.getByTestId('captcha-handle');
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('21');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await settle();
    expect(decryptPoint(fake.check.mock.calls[0]![0].pointJson, KEY)).toBe('{"x":21,"y":5}');
  });

  it('turns the bar red with the verification-failed text and brings new pictures after 1 s', async () => {
    const fake = fakeService({ checkCodes: [REP_CODE.FAILED] });
    const { onSuccess, onClose } = await open('blockPuzzle', fake);
    await slide(0, 100);
    expect(bar().getAttribute('data-tone')).toBe('failure');
    expect(barText()).toBe('验证失败');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    await settle(999);
    expect(fake.get).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fake.get).toHaveBeenCalledTimes(2);
    expect(original()).toBe('data:image/png;base64,ORIGINAL2');
    expect(bar().getAttribute('data-tone')).toBe('neutral');
    expect(screen.getByTestId('captcha-handle').getAttribute('aria-valuenow')).toBe('0');
  });

  it('clears the pictures on 6201 and waits for the user to refresh', async () => {
    const fake = fakeService({ checkCodes: [REP_CODE.TOO_FREQUENT, REP_CODE.SUCCESS] });
    await open('blockPuzzle', fake);
    await slide(0, 100);
    expect(screen.queryByTestId('captcha-original')).toBeNull();
    expect(screen.getByTestId('captcha-picture-empty').textContent).toBe('请求过于频繁，请稍后再试');
    await settle(5000);
    expect(fake.get).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '换一张' }));
    await settle();
    expect(fake.get).toHaveBeenCalledTimes(2);
    expect(original()).toBe('data:image/png;base64,ORIGINAL2');
  });

  it('says when the pictures cannot be fetched', async () => {
    await open('blockPuzzle', fakeService({ getFails: true }));
    expect(screen.getByTestId('captcha-picture-empty').textContent).toBe('网络请求失败');
  });
});

describe('SecurityCheckPopup, click-words', () => {
  const clickAt = (x: number, y: number) =>
    fireEvent.click(screen.getByTestId('captcha-picture'), { clientX: x, clientY: y });

  it('asks for the words in order and numbers each click', async () => {
    const fake = fakeService();
    const { onSuccess } = await open('clickWord', fake);
    expect(barText()).toBe('请依次点击【甲,乙,丙】');
    clickAt(30, 40);
    clickAt(100, 50);
    expect(screen.getAllByTestId('captcha-marker').map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(fake.check).not.toHaveBeenCalled();
    clickAt(200, 100);
    await settle();
    const sent = fake.check.mock.calls[0]![0];
    expect(sent.captchaType).toBe('clickWord');
    expect(JSON.parse(decryptPoint(sent.pointJson, KEY))).toEqual([
      { x: 30, y: 40 },
      { x: 100, y: 50 },
      { x: 200, y: 100 },
    ]);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  it('refreshes 700 ms after a failed check', async () => {
    const fake = fakeService({ checkCodes: [REP_CODE.FAILED] });
    await open('clickWord', fake);
    clickAt(1, 1);
    clickAt(2, 2);
    clickAt(3, 3);
    await settle();
    expect(bar().getAttribute('data-tone')).toBe('failure');
    expect(barText()).toBe('验证失败');
    await settle(699);
    expect(fake.get).toHaveBeenCalledTimes(1);
    await settle(1);
    expect(fake.get).toHaveBeenCalledTimes(2);
    expect(screen.queryAllByTestId('captcha-marker')).toHaveLength(0);
  });

  it('speaks English', async () => {
    await open('clickWord', fakeService(), 'en');
    expect(screen.getByRole('dialog', { name: 'Please complete the security verification' })).toBeTruthy();
    expect(barText()).toBe('Click in order: 甲,乙,丙');
  });
});
