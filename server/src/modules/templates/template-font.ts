// The font filled-in text is set in: Noto Sans SC (SIL OFL, a server dependency kept in
// node_modules next to the bundle), read once on first use — the file is 10 MB and core caches
// the parsed font per buffer, so the same bytes are handed out every time.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let loading: Promise<Uint8Array> | undefined;

export function templateFont(): Promise<Uint8Array> {
  loading ??= readFile(createRequire(import.meta.url).resolve(FONT)).then((bytes) => new Uint8Array(bytes));
  return loading;
}
