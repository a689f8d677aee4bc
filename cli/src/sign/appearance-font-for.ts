// The font for seal text outside Latin-1 (Chinese names, 年月日): Noto Sans SC (SIL OFL), a
// dependency of the CLI that stays in node_modules next to the bundle; core embeds a subset of
// the glyphs shown. Read only when such text is asked for (the file is 10 MB); Latin-1 text is
// set in the standard Helvetica every reader has.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';

export async function appearanceFontFor(lines: readonly string[]): Promise<Uint8Array | undefined> {
  if (!lines.some((line) => [...line].some((char) => char.codePointAt(0)! > 0xff))) return undefined;
  return new Uint8Array(await readFile(createRequire(import.meta.url).resolve(FONT)));
}
