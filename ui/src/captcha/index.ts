// The security check (spec items R-part-security-check, S-captcha-check) as the portal and the
// extension show it.
export { createCaptchaService, type CaptchaService, type CaptchaServiceOptions } from './captcha-service';
export { SecurityCheckPopup, type SecurityCheckPopupProps } from './security-check-popup';
export { useCaptchaPopup } from './use-captcha-popup';
