// The account page's e-mail and password settings forms (spec items F-settings, V-email, V-password).
import { z } from 'zod';
import { ZName } from './field-shapes';
import { safeText } from '../validation/safe-text';

/** Binding or changing the e-mail: the address and the code sent to it are required. */
export const ZEmailSettingsForm = z.object({
  email: z.email(),
  verificationCode: ZName,
});
export type TEmailSettingsForm = z.infer<typeof ZEmailSettingsForm>;

// Length only; the full rule (double-byte counts 2, three of four kinds) is core/validation's.
const ZNewPassword = safeText({ max: 16, trim: false }).min(8);

export const ZPasswordSettingsForm = z
  .object({
    oldPassword: z.string().min(1),
    newPassword: ZNewPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: 'The two passwords differ',
    path: ['confirmPassword'],
  });
export type TPasswordSettingsForm = z.infer<typeof ZPasswordSettingsForm>;
