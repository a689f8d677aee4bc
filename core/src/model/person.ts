// Personal information shown on the account page (spec item F-person).
import { z } from 'zod';
import { ZAuthStatus } from './auth';

/** Server data: the ID number arrives masked, so its shape is not checked. */
export const ZPersonalInfo = z.object({
  name: z.string(),
  idNumber: z.string().nullable(),
  /** Real-name verification status. */
  authStatus: ZAuthStatus,
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  /** The serial of the bound ukey, if one is bound. */
  ukey: z.string().nullable(),
});
export type TPersonalInfo = z.infer<typeof ZPersonalInfo>;
