// What getCaptcha and checkCaptcha accept on the wire (spec items C-get-captcha, C-check-captcha):
// query strings and forms carry the time as text while the schemas want the number, and
// AJ-Captcha clients name it `t` where the spec says `ts`. Both names are read, ts first, and a
// numeric text becomes the number before the schema checks it.
import { z } from 'zod';
import { ZCheckCaptchaRequest, ZGetCaptchaRequest } from './schemas';

/** A request as a client may send it: the time as `ts` or `t`, a number or its text. */
type TWire<T> = Omit<T, 'ts'> & { ts?: number | string; t?: number | string };

function withNumericTs(input: unknown): unknown {
  if (input === null || typeof input !== 'object') return input;
  const { ts: given, t, ...rest } = input as { ts?: unknown; t?: unknown };
  const ts = given ?? t;
  if (ts === undefined) return rest;
  return { ...rest, ts: typeof ts === 'string' && ts.trim() !== '' ? Number(ts) : ts };
}

export const ZGetCaptchaWireInput = z.preprocess(
  (input: TWire<z.input<typeof ZGetCaptchaRequest>>) => withNumericTs(input),
  ZGetCaptchaRequest,
);
export const ZCheckCaptchaWireInput = z.preprocess(
  (input: TWire<z.input<typeof ZCheckCaptchaRequest>>) => withNumericTs(input),
  ZCheckCaptchaRequest,
);
