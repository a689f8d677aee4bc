/** The security check's pictures (310×155 on the server) scaled to fit the 360 px toolbar popup. */
export const POPUP_CAPTCHA_WIDTH = 280;
