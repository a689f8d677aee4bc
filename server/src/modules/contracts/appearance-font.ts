// Noto Sans SC (SIL OFL, a server dependency) for the signer's name under a seal and for the
// certificate of completion; read once, and the same bytes handed out so core's parse cache hits.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf';
let loading: Promise<Uint8Array> | undefined;

export function appearanceFont(): Promise<Uint8Array> {
  loading ??= readFile(createRequire(import.meta.url).resolve(FONT)).then((bytes) => new Uint8Array(bytes));
  return loading;
}
