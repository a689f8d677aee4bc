// Draws a picture in a terminal with 24-bit colour: each character cell shows two pixels, the
// upper half block "▀" in the top pixel's colour over a background of the bottom pixel's colour.
// The picture is scaled down (averaging) to at most `maxColumns` cells wide; transparency is laid
// over white, as a browser would show the captcha on the login form.
import type { TRgbaImage } from './decode-png';

const UPPER_HALF = '▀';
const RESET = '\x1b[0m';

export function renderHalfBlocks(image: TRgbaImage, options: { maxColumns: number }): string[] {
  const columns = Math.max(1, Math.min(image.width, Math.floor(options.maxColumns)));
  const scale = image.width / columns;
  const rows = Math.max(2, Math.round(image.height / scale / 2) * 2);
  const scaleY = image.height / rows;
  const lines: string[] = [];
  for (let row = 0; row < rows; row += 2) {
    let line = '';
    for (let column = 0; column < columns; column++) {
      const [tr, tg, tb] = average(image, column * scale, row * scaleY, scale, scaleY);
      const [br, bg, bb] = average(image, column * scale, (row + 1) * scaleY, scale, scaleY);
      line += `\x1b[38;2;${tr};${tg};${tb}m\x1b[48;2;${br};${bg};${bb}m${UPPER_HALF}`;
    }
    lines.push(line + RESET);
  }
  return lines;
}

/** The mean colour of the pixels a cell half covers, over white. */
function average(image: TRgbaImage, left: number, top: number, width: number, height: number): number[] {
  const x0 = Math.floor(left);
  const y0 = Math.floor(top);
  const x1 = Math.min(image.width, Math.max(x0 + 1, Math.ceil(left + width)));
  const y1 = Math.min(image.height, Math.max(y0 + 1, Math.ceil(top + height)));
  const sum = [0, 0, 0];
  let count = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (y * image.width + x) * 4;
      const alpha = image.pixels[at + 3]! / 255;
      for (let c = 0; c < 3; c++) sum[c]! += image.pixels[at + c]! * alpha + 255 * (1 - alpha);
      count++;
    }
  }
  return sum.map((value) => Math.round(value / Math.max(count, 1)));
}
