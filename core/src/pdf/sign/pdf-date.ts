// PDF date strings (ISO 32000-1 7.9.4) for /M: always in UTC so that the same instant is written
// the same way wherever the signer runs.
export function pdfDate(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid signing time');
  const two = (n: number) => String(n).padStart(2, '0');
  return (
    `D:${String(date.getUTCFullYear()).padStart(4, '0')}${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}` +
    `${two(date.getUTCHours())}${two(date.getUTCMinutes())}${two(date.getUTCSeconds())}+00'00'`
  );
}
