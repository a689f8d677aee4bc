// Spec items this file exercises (docs/spec-items.md): S-captcha-check, K-captcha-image, K-captcha-failure-refresh.
import { describe, expect, it } from 'vitest';
import { createCaptchaPopupState, type TCaptchaPopupState } from './create-captcha-popup-state';
import { decryptPoint } from './decrypt-point';
import { reduceCaptchaPopup, type TCaptchaPopupEvent } from './reduce-captcha-popup';
import type { TCheckCaptchaReply, TGetCaptchaReply } from './schemas';

const KEY = 'XwKsGlMcdPMEhR1B';

const getReply = (over: Partial<TGetCaptchaReply> = {}): TGetCaptchaReply => ({
  repCode: '0000',
  repMsg: null,
  repData: {
    originalImageBase64: 'ORIG',
    jigsawImageBase64: 'JIG',
    token: 'tok',
    secretKey: KEY,
    wordList: ['天', '地', '人'],
  },
  ...over,
});
const checkReply = (repCode: string, repMsg: string | null = null): TCheckCaptchaReply => ({
  repCode,
  repMsg,
  repData: null,
});

function run(state: TCaptchaPopupState, ...events: TCaptchaPopupEvent[]): TCaptchaPopupState {
  return events.reduce(reduceCaptchaPopup, state);
}

const slider = (displayWidth = 310) => createCaptchaPopupState({ captchaType: 'blockPuzzle', displayWidth });
const clickWords = () => createCaptchaPopupState({ captchaType: 'clickWord', displayWidth: 620, displayHeight: 310 });
const loaded = (state: TCaptchaPopupState) => run(state, { type: 'loaded', reply: getReply() });

describe('reduceCaptchaPopup', () => {
  it('opens loading, then shows the pictures', () => {
    const state = slider();
    expect(state.phase).toBe('loading');
    expect(loaded(state)).toMatchObject({
      phase: 'idle',
      images: { original: 'ORIG', jigsaw: 'JIG' },
      token: 'tok',
      secretKey: KEY,
      wordList: ['天', '地', '人'],
    });
  });

  it('drags, scales the point, and checks with an encrypted pointJson', () => {
    const state = run(
      loaded(slider(620)),
      { type: 'dragStart' },
      { type: 'dragMove', left: 100 },
      { type: 'dragMove', left: 240 },
    );
    expect(state).toMatchObject({ phase: 'dragging', sliderLeft: 240 });
    const checking = reduceCaptchaPopup(state, { type: 'dragEnd' });
    expect(checking.phase).toBe('checking');
    expect(checking.pending?.request.token).toBe('tok');
    expect(decryptPoint(checking.pending!.request.pointJson, KEY)).toBe('{"x":120,"y":5}'); // 240 × 310/620
  });

  it('keeps the block inside the track while dragging', () => {
    const state = run(loaded(slider(620)), { type: 'dragStart' }, { type: 'dragMove', left: 9999 });
    expect(state.sliderLeft).toBe(520); // 620 × 260/310
    expect(run(state, { type: 'dragMove', left: -5 }).sliderLeft).toBe(0);
  });

  it('succeeds on 0000 with the verification string', () => {
    const state = run(
      loaded(slider()),
      { type: 'dragStart' },
      { type: 'dragMove', left: 77 },
      { type: 'dragEnd' },
      { type: 'checked', reply: checkReply('0000') },
    );
    expect(state.phase).toBe('success');
    expect(decryptPoint(state.verification!, KEY)).toBe('tok---{"x":77,"y":5}');
    expect(state.pending).toBeNull();
  });

  it.each([
    ['blockPuzzle', 1000],
    ['clickWord', 700],
  ] as const)('a failed %s check refreshes after %i ms', (captchaType, delay) => {
    const open = loaded(createCaptchaPopupState({ captchaType }));
    const checking =
      captchaType === 'blockPuzzle'
        ? run(open, { type: 'dragStart' }, { type: 'dragEnd' })
        : run(open, ...[1, 2, 3].map((n) => ({ type: 'click', point: { x: n, y: n } }) as const));
    const failed = reduceCaptchaPopup(checking, { type: 'checked', reply: checkReply('6111', '验证失败') });
    expect(failed).toMatchObject({ phase: 'failure', repCode: '6111', message: '验证失败', refreshAfterMs: delay });
    expect(failed.images).not.toBeNull();
    const again = reduceCaptchaPopup(failed, { type: 'refresh' });
    expect(again).toMatchObject({ phase: 'loading', sliderLeft: 0, clicks: [], refreshAfterMs: null, message: null });
  });

  it('an expired token (6110) also fails and refreshes', () => {
    const state = run(
      loaded(slider()),
      { type: 'dragStart' },
      { type: 'dragEnd' },
      {
        type: 'checked',
        reply: checkReply('6110'),
      },
    );
    expect(state).toMatchObject({ phase: 'failure', refreshAfterMs: 1000 });
  });

  it('6201 on check clears the pictures and does not refresh by itself', () => {
    const state = run(
      loaded(slider()),
      { type: 'dragStart' },
      { type: 'dragEnd' },
      {
        type: 'checked',
        reply: checkReply('6201', '请求过于频繁'),
      },
    );
    expect(state).toMatchObject({ phase: 'failure', images: null, refreshAfterMs: null, repCode: '6201' });
  });

  it('6201 on get clears the pictures and leaves the popup unavailable', () => {
    const before = run(
      loaded(slider()),
      { type: 'dragStart' },
      { type: 'dragEnd' },
      {
        type: 'checked',
        reply: checkReply('6111'),
      },
    );
    const reloading = reduceCaptchaPopup(before, { type: 'refresh' });
    expect(reloading.images).not.toBeNull(); // the old pictures stay until new ones arrive
    const state = reduceCaptchaPopup(reloading, {
      type: 'loaded',
      reply: getReply({ repCode: '6201', repMsg: '请求过于频繁', repData: null }),
    });
    expect(state).toMatchObject({ phase: 'unavailable', images: null, message: '请求过于频繁' });
    expect(reduceCaptchaPopup(state, { type: 'dragStart' })).toBe(state);
  });

  it('a network failure while loading leaves the popup unavailable', () => {
    expect(reduceCaptchaPopup(slider(), { type: 'loadFailed', message: 'offline' })).toMatchObject({
      phase: 'unavailable',
      message: 'offline',
    });
  });

  it('a network failure while checking counts as a failed check', () => {
    const state = run(loaded(slider()), { type: 'dragStart' }, { type: 'dragEnd' }, { type: 'checkFailed' });
    expect(state).toMatchObject({ phase: 'failure', refreshAfterMs: 1000, pending: null });
  });

  it('collects three clicks in order, then checks them scaled to 310×155', () => {
    const one = run(loaded(clickWords()), { type: 'click', point: { x: 100, y: 50 } });
    expect(one).toMatchObject({ phase: 'clicking', clicks: [{ x: 100, y: 50 }] });
    const three = run(one, { type: 'click', point: { x: 300, y: 150 } }, { type: 'click', point: { x: 501, y: 299 } });
    expect(three.phase).toBe('checking');
    expect(three.clicks).toHaveLength(3);
    expect(decryptPoint(three.pending!.request.pointJson, KEY)).toBe(
      '[{"x":50,"y":25},{"x":150,"y":75},{"x":251,"y":150}]',
    );
    expect(reduceCaptchaPopup(three, { type: 'click', point: { x: 1, y: 1 } })).toBe(three); // a 4th click is ignored
  });

  it.each<[string, () => TCaptchaPopupState, TCaptchaPopupEvent]>([
    ['a click on the slider', () => loaded(slider()), { type: 'click', point: { x: 1, y: 1 } }],
    ['a drag on click-words', () => loaded(clickWords()), { type: 'dragStart' }],
    ['a drag before the pictures', () => slider(), { type: 'dragStart' }],
    ['dragEnd without dragStart', () => loaded(slider()), { type: 'dragEnd' }],
    ['a late check reply', () => loaded(slider()), { type: 'checked', reply: checkReply('0000') }],
    ['a late get reply', () => loaded(slider()), { type: 'loaded', reply: getReply() }],
    ['refresh while loading', () => slider(), { type: 'refresh' }],
    [
      'refresh while checking',
      () => run(loaded(slider()), { type: 'dragStart' }, { type: 'dragEnd' }),
      { type: 'refresh' },
    ],
    ['a zero resize', () => slider(), { type: 'resize', displayWidth: 0, displayHeight: 155 }],
  ])('ignores %s (same state object)', (_label, make, event) => {
    const state = make();
    expect(reduceCaptchaPopup(state, event)).toBe(state);
  });

  it('scales with the size set by resize', () => {
    const state = run(
      loaded(slider()),
      { type: 'resize', displayWidth: 155, displayHeight: 77.5 },
      { type: 'dragStart' },
      { type: 'dragMove', left: 50 },
      { type: 'dragEnd' },
    );
    expect(decryptPoint(state.pending!.request.pointJson, KEY)).toBe('{"x":100,"y":5}');
  });

  it('sends plain JSON when the server gave no key', () => {
    const noKey = getReply();
    const state = run(
      slider(),
      { type: 'loaded', reply: { ...noKey, repData: { ...noKey.repData!, secretKey: null } } },
      { type: 'dragStart' },
      { type: 'dragMove', left: 10 },
      { type: 'dragEnd' },
    );
    expect(state.pending?.request.pointJson).toBe('{"x":10,"y":5}');
  });
});
