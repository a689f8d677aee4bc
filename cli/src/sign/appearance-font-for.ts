// The font for seal text outside Latin-1 (Chinese names, 年月日): Noto Sans SC (SIL OFL); core
// embeds a subset of the glyphs shown. Read only when such text is asked for (the file is 10 MB);
// Latin-1 text is set in the standard Helvetica every reader has.
//
// The packed CLI (cli/pack.mjs) carries the one font file it needs in fonts/ beside dist/: the font
// package on the registry holds all nine weights (92 MB) and would make every CI install download
// them. In the workspace the file comes from that package in node_modules.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const FONT_FILE = 'NotoSansSC_400Regular.ttf';
const FONT_PACKAGE_FILE = `@expo-google-fonts/noto-sans-sc/400Regular/${FONT_FILE}`;

function fontPath(): string {
  const packed = fileURLToPath(new URL(`../fonts/${FONT_FILE}`, import.meta.url));
  return existsSync(packed) ? packed : createRequire(import.meta.url).resolve(FONT_PACKAGE_FILE);
}

export async function appearanceFontFor(lines: readonly string[]): Promise<Uint8Array | undefined> {
  if (!lines.some((line) => [...line].some((char) => char.codePointAt(0)! > 0xff))) return undefined;
  return new Uint8Array(await readFile(fontPath()));
}
