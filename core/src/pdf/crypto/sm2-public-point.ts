// The SM2 public point d·G, for keys whose PKCS#8 omits it and for freshly generated keys.
import { CURVES } from './ec-curves';
import { multiply, toAffine } from './ec-math';

/** Public point of private scalar d on the SM2 curve. */
export function sm2PublicPoint(d: bigint): { x: bigint; y: bigint } {
  const c = CURVES.SM2;
  const point = toAffine(c, multiply(c, [c.gx, c.gy, 1n], d));
  if (!point) throw new RangeError('SM2 private key out of range');
  return point;
}
