// Numbers of the captcha protocol (spec items S-captcha-check, K-captcha-image, K-picture-refresh…) and of the AJ-Captcha protocol it speaks.

export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;

/** The server's pictures; points travel in these coordinates whatever size they are shown at. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;
/** Width of the slider's puzzle block in image pixels. */
export const SLIDER_BLOCK_SIZE = 50;
/** The y an AJ-Captcha slider always sends: the block moves only horizontally. */
export const SLIDER_POINT_Y = 5;
/** Click-words mode asks for this many clicks, in wordList order. */
export const CLICK_WORD_COUNT = 3;

/** Server check: the slider's x may be this far off either way (image pixels). */
export const SLIDER_TOLERANCE_PX = 5;
/** Server check: each click may be this far off in x and in y (the size of one drawn word). */
export const CLICK_WORD_TOLERANCE_PX = 25;
/** How long a token from getCaptcha may be checked. */
export const CAPTCHA_TOKEN_TTL_SECONDS = 120;

/** A failed check refreshes the pictures after this long. */
export const SLIDER_FAILURE_REFRESH_MS = 1000;
export const CLICK_WORD_FAILURE_REFRESH_MS = 700;

/** The picture captcha may be refreshed at most once in this interval. */
export const PICTURE_REFRESH_INTERVAL_MS = 3000;
/** The send-code button stays disabled this long after sending. */
export const SEND_CODE_COUNTDOWN_SECONDS = 60;

/** AES-128: a secretKey is 16 characters, used as its UTF-8 bytes. */
export const CAPTCHA_SECRET_KEY_BYTES = 16;

/** repCode values of the AJ-Captcha replies that the product acts on. */
export const REP_CODE = {
  SUCCESS: '0000',
  EXPIRED: '6110',
  FAILED: '6111',
  /** Requests too frequent: the pictures are cleared. */
  TOO_FREQUENT: '6201',
  LOCKED: '6202',
} as const;
