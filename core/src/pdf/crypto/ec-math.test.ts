// Curve constants and point arithmetic: a wrong digit in a domain parameter passes many tests
// (G still lies on the curve) but breaks signatures, so check the group order itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURVES } from './ec-curves';
import { isOnCurve, multiply, multiplyAdd, toAffine } from './ec-math';

describe.each(Object.values(CURVES))('$name', (c) => {
  const g = [c.gx, c.gy, 1n] as const;

  it('has G on the curve and of order n: (n-1)·G = -G', () => {
    expect(isOnCurve(c, c.gx, c.gy)).toBe(true);
    expect(toAffine(c, multiply(c, g, c.n - 1n))).toEqual({ x: c.gx, y: c.p - c.gy });
  });

  it('is a group: a·G + b·G = (a+b)·G, on the curve', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: c.n - 1n }), fc.bigInt({ min: 1n, max: c.n - 1n }), (a, b) => {
        const sum = toAffine(c, multiplyAdd(c, a, g, b));
        expect(sum).toEqual(toAffine(c, multiply(c, g, a + b)));
        if (sum) expect(isOnCurve(c, sum.x, sum.y)).toBe(true);
      }),
      { numRuns: 5 },
    );
  });
});
