import { z } from 'zod';

/** GET cb/assemble/captcha (spec §3 "Captcha response"): a data: URL image and the key to answer with. */
export const ZPictureCaptcha = z.object({ captchaKey: z.string().min(1), captchaImageBase64: z.string().min(1) });
export type TPictureCaptcha = z.infer<typeof ZPictureCaptcha>;
