// State of the security-check popup (spec items R-part-security-check, S-captcha-check): what a React component
// keeps in useReducer and renders. The reducer (reduce-captcha-popup.ts) moves it along
//   loading → idle → dragging | clicking → checking → success | failure → (refresh) loading
// and the component performs the side effects each phase asks for:
//   loading   fetch getCaptcha, then dispatch 'loaded' (or 'loadFailed');
//   checking  send `pending.request` to checkCaptcha, then dispatch 'checked' (or 'checkFailed');
//   failure   when `refreshAfterMs` is set, dispatch 'refresh' after that many ms;
//   success   hand `verification` to the caller and close.
import type { TCheckRequest } from './build-check-request';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from './constants';
import type { TCaptchaType, TPoint } from './schemas';

export type TCaptchaPhase =
  | 'loading'
  /** No usable pictures (the get failed); only a refresh helps. */
  | 'unavailable'
  | 'idle'
  | 'dragging'
  | 'clicking'
  | 'checking'
  | 'success'
  | 'failure';

export type TCaptchaPopupState = {
  readonly captchaType: TCaptchaType;
  /** Size at which the picture is displayed; points are scaled from it to 310×155. */
  readonly displayWidth: number;
  readonly displayHeight: number;
  readonly phase: TCaptchaPhase;
  /** Base64 pictures; null before the first load and after repCode 6201. */
  readonly images: { readonly original: string; readonly jigsaw: string | null } | null;
  readonly token: string | null;
  readonly secretKey: string | null;
  /** The words to click, in order (click-words). */
  readonly wordList: readonly string[];
  /** The block's offset from the left in displayed pixels (block-puzzle). */
  readonly sliderLeft: number;
  /** Clicks so far in displayed pixels, for the numbered markers (click-words). */
  readonly clicks: readonly TPoint[];
  /** While checking: the request to send and the verification string it will earn. */
  readonly pending: TCheckRequest | null;
  /** After success: the second-verification string for the guarded call. */
  readonly verification: string | null;
  /** The server's last repCode and repMsg, or a network failure's message. */
  readonly repCode: string | null;
  readonly message: string | null;
  /** In failure: refresh the pictures after this many ms; null means wait for the user. */
  readonly refreshAfterMs: number | null;
};

export type TCreateCaptchaPopupOptions = {
  captchaType: TCaptchaType;
  displayWidth?: number;
  displayHeight?: number;
};

/** The state a popup opens in: loading its first pictures. */
export function createCaptchaPopupState({
  captchaType,
  displayWidth = CAPTCHA_IMAGE_WIDTH,
  displayHeight = CAPTCHA_IMAGE_HEIGHT,
}: TCreateCaptchaPopupOptions): TCaptchaPopupState {
  return {
    captchaType,
    displayWidth,
    displayHeight,
    phase: 'loading',
    images: null,
    token: null,
    secretKey: null,
    wordList: [],
    sliderLeft: 0,
    clicks: [],
    pending: null,
    verification: null,
    repCode: null,
    message: null,
    refreshAfterMs: null,
  };
}
