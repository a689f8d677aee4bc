// Short-Weierstrass point arithmetic in Jacobian coordinates for curves with a = -3 (all four
// curves here), used by SM2 and by ECDSA verification over a given digest. Not constant-time.
import type { CurveParameters } from './ec-curves';
import { mod, modInverse } from './big-integer';

/** (X, Y, Z) with x = X/Z², y = Y/Z³; Z = 0 is the point at infinity. */
export type JacobianPoint = readonly [bigint, bigint, bigint];

export const INFINITY: JacobianPoint = [1n, 1n, 0n];

function double(c: CurveParameters, [x, y, z]: JacobianPoint): JacobianPoint {
  const { p } = c;
  if (z === 0n || y === 0n) return INFINITY;
  const delta = (z * z) % p;
  const gamma = (y * y) % p;
  const beta = (x * gamma) % p;
  const alpha = mod(3n * (x - delta) * (x + delta), p);
  const x3 = mod(alpha * alpha - 8n * beta, p);
  const z3 = mod((y + z) * (y + z) - gamma - delta, p);
  const y3 = mod(alpha * (4n * beta - x3) - 8n * gamma * gamma, p);
  return [x3, y3, z3];
}

function add(c: CurveParameters, a: JacobianPoint, b: JacobianPoint): JacobianPoint {
  const { p } = c;
  const [x1, y1, z1] = a;
  const [x2, y2, z2] = b;
  if (z1 === 0n) return b;
  if (z2 === 0n) return a;
  const z1z1 = (z1 * z1) % p;
  const z2z2 = (z2 * z2) % p;
  const u1 = (x1 * z2z2) % p;
  const u2 = (x2 * z1z1) % p;
  const s1 = (((y1 * z2) % p) * z2z2) % p;
  const s2 = (((y2 * z1) % p) * z1z1) % p;
  const h = mod(u2 - u1, p);
  const r = mod(2n * (s2 - s1), p);
  if (h === 0n) return r === 0n ? double(c, a) : INFINITY;
  const i = (4n * h * h) % p;
  const j = (h * i) % p;
  const v = (u1 * i) % p;
  const x3 = mod(r * r - j - 2n * v, p);
  const y3 = mod(r * (v - x3) - 2n * s1 * j, p);
  const z3 = mod(((z1 + z2) * (z1 + z2) - z1z1 - z2z2) * h, p);
  return [x3, y3, z3];
}

/** k·P with a 4-bit fixed window. */
export function multiply(c: CurveParameters, point: JacobianPoint, k: bigint): JacobianPoint {
  const table: JacobianPoint[] = [INFINITY, point];
  for (let i = 2; i < 16; i++) table.push(add(c, table[i - 1]!, point));
  const scalar = mod(k, c.n);
  let result = INFINITY;
  const digits = scalar.toString(16);
  for (const digit of digits) {
    for (let i = 0; i < 4; i++) result = double(c, result);
    result = add(c, result, table[parseInt(digit, 16)]!);
  }
  return result;
}

/** u1·G + u2·Q, the verification equation of ECDSA and SM2. */
export function multiplyAdd(c: CurveParameters, u1: bigint, q: JacobianPoint, u2: bigint): JacobianPoint {
  return add(c, multiply(c, [c.gx, c.gy, 1n], u1), multiply(c, q, u2));
}

/** Affine coordinates; undefined for the point at infinity. */
export function toAffine(c: CurveParameters, [x, y, z]: JacobianPoint): { x: bigint; y: bigint } | undefined {
  if (z === 0n) return undefined;
  const zi = modInverse(z, c.p);
  const zi2 = (zi * zi) % c.p;
  return { x: (x * zi2) % c.p, y: (((y * zi2) % c.p) * zi) % c.p };
}

/** True when (x, y) satisfies y² = x³ + ax + b. */
export function isOnCurve(c: CurveParameters, x: bigint, y: bigint): boolean {
  if (x < 0n || y < 0n || x >= c.p || y >= c.p) return false;
  return mod(y * y - (x * x * x + c.a * x + c.b), c.p) === 0n;
}
