// The AJ-Captcha protocol of cb/assemble/captcha/getCaptcha and checkCaptcha (spec items F-behaviour-captcha, C-get-captcha, C-check-captcha), and
// the picture captcha of cb/assemble/captcha. Replies are parsed leniently (unknown keys dropped,
// absent fields null) because AJ servers send nulls freely.
import { z } from 'zod';
import { CAPTCHA_TYPES } from './constants';
import { safeText } from '../validation/safe-text';

export const ZCaptchaType = z.enum(CAPTCHA_TYPES);
export type TCaptchaType = z.infer<typeof ZCaptchaType>;

/** A point in image pixels of the 310×155 picture. */
export const ZPoint = z.object({ x: z.number(), y: z.number() });
export type TPoint = z.infer<typeof ZPoint>;

export const ZGetCaptchaRequest = z.object({
  captchaType: ZCaptchaType,
  /** The client's id, which the server uses to count requests. */
  clientUid: safeText({ max: 128, trim: false }).optional(),
  /** Client timestamp in ms. */
  ts: z.number().int().nonnegative().optional(),
});
export type TGetCaptchaRequest = z.infer<typeof ZGetCaptchaRequest>;

const nullableString = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

export const ZGetCaptchaData = z.object({
  originalImageBase64: z.string(),
  /** The puzzle block (block-puzzle only). */
  jigsawImageBase64: nullableString,
  token: z.string().min(1),
  /** AES-128 key for pointJson (16 ASCII characters); null or '' when the server wants plain JSON. */
  secretKey: z
    .string()
    .regex(/^(?:[\x20-\x7e]{16})?$/)
    .nullish()
    .transform((value) => value || null),
  /** The words to click, in order (click-words only). */
  wordList: z
    .array(z.string())
    .nullish()
    .transform((value) => value ?? []),
});
export type TGetCaptchaData = z.infer<typeof ZGetCaptchaData>;

export const ZGetCaptchaReply = z.object({
  repCode: z.string(),
  repMsg: nullableString,
  repData: ZGetCaptchaData.nullish().transform((value) => value ?? null),
});
export type TGetCaptchaReply = z.infer<typeof ZGetCaptchaReply>;

export const ZCheckCaptchaRequest = z.object({
  /** Left out in the spec's call form (C-check-captcha): the server takes it from the token. */
  captchaType: ZCaptchaType.optional(),
  /** JSON of the point(s), AES-encrypted under secretKey when there is one. */
  pointJson: safeText({ max: 4096, trim: false }).min(1),
  token: safeText({ max: 128, trim: false }).min(1),
  clientUid: safeText({ max: 128, trim: false }).optional(),
  ts: z.number().int().nonnegative().optional(),
});
export type TCheckCaptchaRequest = z.infer<typeof ZCheckCaptchaRequest>;

export const ZCheckCaptchaReply = z.object({
  repCode: z.string(),
  repMsg: nullableString,
  repData: z
    .object({ captchaType: ZCaptchaType.nullish(), token: nullableString, result: z.boolean().nullish() })
    .nullish()
    .transform((value) => value ?? null),
});
export type TCheckCaptchaReply = z.infer<typeof ZCheckCaptchaReply>;

/** GET cb/assemble/captcha: the 4-character picture captcha of the login form. */
export const ZPictureCaptcha = z.object({
  captchaImageBase64: z.string(),
  captchaKey: z.string().min(1),
});
export type TPictureCaptcha = z.infer<typeof ZPictureCaptcha>;
