// Plain-text tables for the terminal: columns padded to the widest cell, where a Chinese character
// takes two columns (as terminals draw it), so zh and zh-TW headers line up too.
import { terminalSafeLine } from '../terminal-safe-text';

const WIDE = /[\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text) width += WIDE.test(char) ? 2 : 1;
  return width;
}

export function textTable(cellsAsGiven: readonly (readonly string[])[]): string {
  // Cells hold server text (contract and people's names): screened, one line each.
  const rows = cellsAsGiven.map((row) => row.map(terminalSafeLine));
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell + ' '.repeat(widths[i]! - displayWidth(cell))))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
