// PDF date strings (ISO 32000-1 7.9.4), "D:YYYYMMDDHHmmSSOHH'mm'", as written in a signature's /M.
// Every part after the year is optional; writers disagree on the apostrophes, so they are optional.
const DATE = /^(?:D:)?(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(?:(\d{2})'?(?:(\d{2})'?)?)?)?/;

/** The instant a PDF date names, or undefined when it is not one. */
export function parsePdfDate(text: string | undefined): Date | undefined {
  const m = text === undefined ? null : DATE.exec(text.trim());
  if (!m) return undefined;
  const [year, month = 1, day = 1, hour = 0, minute = 0, second = 0] = m
    .slice(1, 7)
    .map((v) => (v === undefined ? undefined : Number(v))) as number[];
  if (month! < 1 || month! > 12 || day! < 1 || day! > 31 || hour! > 23 || minute! > 59 || second! > 59)
    return undefined;
  const sign = m[7] === '-' ? -1 : 1;
  const offset = m[7] && m[7].toUpperCase() !== 'Z' ? sign * (Number(m[8] ?? 0) * 60 + Number(m[9] ?? 0)) : 0;
  const utc = Date.UTC(year!, month! - 1, day, hour, minute, second) - offset * 60_000;
  return Number.isNaN(utc) ? undefined : new Date(utc);
}
