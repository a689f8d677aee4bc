// The server's reading of checkCaptcha's pointJson: decrypt under the token's secretKey, parse,
// and check the shape. Anything unreadable is simply a failed check, so this returns null
// instead of throwing.
import { z } from 'zod';
import { decryptPoint } from './decrypt-point';
import { ZPoint, type TCaptchaType, type TPoint } from './schemas';

export type TDecodePointOptions = {
  captchaType: TCaptchaType;
  pointJson: string;
  secretKey?: string | null;
};

export type TDecodedPoints = {
  /** One point for blockPuzzle; the clicks in order for clickWord. */
  points: TPoint[];
  /** The decrypted JSON, from which the second-verification string is built. */
  plainJson: string;
};

const ZClickPoints = z.array(ZPoint).max(16);

export function decodePointJson({ captchaType, pointJson, secretKey }: TDecodePointOptions): TDecodedPoints | null {
  let plainJson: string;
  let data: unknown;
  try {
    plainJson = decryptPoint(pointJson, secretKey);
    data = JSON.parse(plainJson);
  } catch {
    return null;
  }
  if (captchaType === 'blockPuzzle') {
    const point = ZPoint.safeParse(data);
    return point.success ? { points: [point.data], plainJson } : null;
  }
  const points = ZClickPoints.safeParse(data);
  return points.success ? { points: points.data, plainJson } : null;
}
