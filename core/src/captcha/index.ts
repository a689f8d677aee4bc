// @ecsign/core/captcha: the AJ-Captcha protocol (schemas, pointJson encryption, point scaling,
// the server's checks), the security-check popup's state machine, and the timing rules of the
// picture captcha and the send-code button (spec items R-part-security-check, S-captcha-check, C-get-captcha, K-captcha-image).
export * from './constants';
export * from './schemas';
export * from './captcha-wire-input';
export * from './encrypt-point';
export * from './decrypt-point';
export * from './scale-slider-point';
export * from './scale-click-points';
export * from './build-captcha-verification';
export * from './build-check-request';
export * from './decode-point-json';
export * from './check-block-puzzle';
export * from './check-click-words';
export * from './create-captcha-popup-state';
export * from './reduce-captcha-popup';
export * from './throttle-picture-refresh';
export * from './compute-send-code-countdown';
export * from './send-with-security-check';
