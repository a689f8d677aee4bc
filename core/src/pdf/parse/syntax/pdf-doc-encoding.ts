// PDFDocEncoding (ISO 32000-1 Annex D.2): latin1 except 0x18–0x1F and 0x80–0xA0. 0 marks the
// three undefined codes (0x7F, 0x9F, 0xAD), which decode as U+FFFD.

const HIGH = [
  0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044, 0x2039, 0x203a, 0x2212, 0x2030, 0x201e, 0x201c,
  0x201d, 0x2018, 0x2019, 0x201a, 0x2122, 0xfb01, 0xfb02, 0x0141, 0x0152, 0x0160, 0x0178, 0x017d, 0x0131, 0x0142,
  0x0153, 0x0161, 0x017e, 0, 0x20ac,
];
const LOW = [0x02d8, 0x02c7, 0x02c6, 0x02d9, 0x02dd, 0x02db, 0x02da, 0x02dc];

/** Byte → Unicode code unit. */
export const PDF_DOC_TO_UNICODE: Uint16Array = (() => {
  const table = new Uint16Array(256);
  for (let b = 0; b < 256; b++) table[b] = b;
  LOW.forEach((u, i) => (table[0x18 + i] = u));
  HIGH.forEach((u, i) => (table[0x80 + i] = u));
  table[0x7f] = 0;
  table[0xad] = 0;
  return table;
})();

/** Unicode code unit → byte, for the characters PDFDocEncoding can hold. */
export const UNICODE_TO_PDF_DOC: ReadonlyMap<number, number> = (() => {
  const map = new Map<number, number>();
  PDF_DOC_TO_UNICODE.forEach((u, b) => {
    if (u !== 0 || b === 0) map.set(u, b);
  });
  return map;
})();
