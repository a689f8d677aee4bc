// The security-check popup's transitions (see create-captcha-popup-state.ts for the phases and
// the effects a component runs). Pure: events that do not apply in the current phase return the
// same state object, so React skips the render and a late reply cannot undo a newer state.
import { buildCheckRequest } from './build-check-request';
import {
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_COUNT,
  CLICK_WORD_FAILURE_REFRESH_MS,
  REP_CODE,
  SLIDER_BLOCK_SIZE,
  SLIDER_FAILURE_REFRESH_MS,
} from './constants';
import type { TCaptchaPopupState } from './create-captcha-popup-state';
import { scaleClickPoints } from './scale-click-points';
import { scaleSliderPoint } from './scale-slider-point';
import type { TCheckCaptchaReply, TGetCaptchaReply, TPoint } from './schemas';

export type TCaptchaPopupEvent =
  | { type: 'refresh' }
  | { type: 'loaded'; reply: TGetCaptchaReply }
  | { type: 'loadFailed'; message?: string }
  | { type: 'dragStart' }
  | { type: 'dragMove'; left: number }
  | { type: 'dragEnd' }
  | { type: 'click'; point: TPoint }
  | { type: 'checked'; reply: TCheckCaptchaReply }
  | { type: 'checkFailed'; message?: string }
  | { type: 'resize'; displayWidth: number; displayHeight: number };

export function reduceCaptchaPopup(state: TCaptchaPopupState, event: TCaptchaPopupEvent): TCaptchaPopupState {
  const { phase, captchaType } = state;
  switch (event.type) {
    case 'refresh':
      if (phase === 'loading' || phase === 'checking') return state;
      return { ...state, ...cleared, phase: 'loading', repCode: null, message: null, verification: null };

    case 'loaded': {
      if (phase !== 'loading') return state;
      const { repCode, repMsg, repData } = event.reply;
      if (repCode !== REP_CODE.SUCCESS || repData === null) {
        return { ...state, phase: 'unavailable', repCode, message: repMsg, images: keptImages(state, repCode) };
      }
      return {
        ...state,
        ...cleared,
        phase: 'idle',
        images: { original: repData.originalImageBase64, jigsaw: repData.jigsawImageBase64 },
        token: repData.token,
        secretKey: repData.secretKey,
        wordList: repData.wordList,
        repCode,
        message: null,
      };
    }

    case 'loadFailed':
      if (phase !== 'loading') return state;
      return { ...state, phase: 'unavailable', repCode: null, message: event.message ?? null };

    case 'dragStart':
      if (captchaType !== 'blockPuzzle' || phase !== 'idle') return state;
      return { ...state, phase: 'dragging', sliderLeft: 0 };

    case 'dragMove': {
      if (phase !== 'dragging' || !Number.isFinite(event.left)) return state;
      const maxLeft = (state.displayWidth * (CAPTCHA_IMAGE_WIDTH - SLIDER_BLOCK_SIZE)) / CAPTCHA_IMAGE_WIDTH;
      return { ...state, sliderLeft: Math.min(Math.max(event.left, 0), maxLeft) };
    }

    case 'dragEnd': {
      if (phase !== 'dragging' || state.token === null) return state;
      const point = scaleSliderPoint({ left: state.sliderLeft, displayWidth: state.displayWidth });
      const pending = buildCheckRequest({
        captchaType: 'blockPuzzle',
        token: state.token,
        secretKey: state.secretKey,
        point,
      });
      return { ...state, phase: 'checking', pending };
    }

    case 'click': {
      if (captchaType !== 'clickWord' || (phase !== 'idle' && phase !== 'clicking') || state.token === null)
        return state;
      const clicks = [...state.clicks, event.point];
      if (clicks.length < CLICK_WORD_COUNT) return { ...state, phase: 'clicking', clicks };
      const points = scaleClickPoints({
        points: clicks,
        displayWidth: state.displayWidth,
        displayHeight: state.displayHeight,
      });
      const pending = buildCheckRequest({
        captchaType: 'clickWord',
        token: state.token,
        secretKey: state.secretKey,
        points,
      });
      return { ...state, phase: 'checking', clicks, pending };
    }

    case 'checked': {
      if (phase !== 'checking' || state.pending === null) return state;
      const { repCode, repMsg } = event.reply;
      if (repCode === REP_CODE.SUCCESS) {
        return {
          ...state,
          phase: 'success',
          verification: state.pending.captchaVerification,
          pending: null,
          repCode,
          message: repMsg,
        };
      }
      // Too frequent: the pictures go and nothing refreshes by itself, which would only ask again.
      const tooFrequent = repCode === REP_CODE.TOO_FREQUENT;
      return {
        ...state,
        phase: 'failure',
        pending: null,
        repCode,
        message: repMsg,
        images: keptImages(state, repCode),
        refreshAfterMs: tooFrequent ? null : failureRefreshMs(state),
      };
    }

    case 'checkFailed':
      if (phase !== 'checking') return state;
      return {
        ...state,
        phase: 'failure',
        pending: null,
        repCode: null,
        message: event.message ?? null,
        refreshAfterMs: failureRefreshMs(state),
      };

    case 'resize':
      if (!(event.displayWidth > 0 && event.displayHeight > 0)) return state;
      return { ...state, displayWidth: event.displayWidth, displayHeight: event.displayHeight };
  }
}

/** What a new round starts from: no move, no pending check, no timer. */
const cleared = { sliderLeft: 0, clicks: [], pending: null, refreshAfterMs: null } as const;

function keptImages(state: TCaptchaPopupState, repCode: string): TCaptchaPopupState['images'] {
  return repCode === REP_CODE.TOO_FREQUENT ? null : state.images;
}

function failureRefreshMs(state: TCaptchaPopupState): number {
  return state.captchaType === 'clickWord' ? CLICK_WORD_FAILURE_REFRESH_MS : SLIDER_FAILURE_REFRESH_MS;
}
