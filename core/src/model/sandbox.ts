// Test and development hooks of the sandbox providers. They exist only when the server is started
// with their switch (never by npm start):
//   GET dev/outbox?to=…            (ECSIGN_SANDBOX_OUTBOX_API)      → ZOutboxReply, newest first
//   GET dev/captcha-answer?token=… (ECSIGN_SANDBOX_CAPTCHA_ANSWERS) → ZCaptchaAnswer
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const OUTBOX_CHANNELS = ['SMS', 'EMAIL'] as const;

export const ZOutboxQuery = z.object({
  /** A mobile number or an e-mail address. */
  to: safeText({ max: 254 }).min(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type TOutboxQuery = z.input<typeof ZOutboxQuery>;

/** One message the sandbox provider "sent". */
export const ZOutboxMessage = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** What the message was for (a code scene), if anything. */
  scene: z.string().nullable(),
  /** The verification code in the message, if it carries one. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxReply = z.object({ records: z.array(ZOutboxMessage) });
export type TOutboxReply = z.infer<typeof ZOutboxReply>;

export const ZCaptchaAnswerQuery = z.object({ token: safeText({ max: 128 }).min(1) });

/** Where a behaviour captcha expects the drag (one point) or the clicks (in order), in image pixels. */
export const ZCaptchaAnswer = z.object({
  captchaType: z.enum(['blockPuzzle', 'clickWord']),
  points: z.array(z.object({ x: z.number(), y: z.number() })),
  secretKey: z.string(),
});
export type TCaptchaAnswer = z.infer<typeof ZCaptchaAnswer>;
