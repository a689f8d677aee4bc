// Numbers as PDF wants them: integers plainly, reals in fixed notation (PDF has no exponent
// syntax, 7.3.3) with at most 10 decimals and no trailing zeros.

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written to a PDF`);
  if (Number.isInteger(value)) return Math.abs(value) < 1e21 ? String(value === 0 ? 0 : value) : value.toFixed(0);
  let text = value.toFixed(10);
  text = text.replace(/0+$/, '').replace(/\.$/, '');
  return text === '-0' ? '0' : text;
}
