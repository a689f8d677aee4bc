/// <reference types="node" />
// The CJK font of the appearance tests: Noto Sans SC (SIL OFL) from the npm package the workspace
// installs for core's tests. Absent → undefined, and the tests that need it say why they skip.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PATH = fileURLToPath(
  new URL(
    '../../../../node_modules/@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
    import.meta.url,
  ),
);

export function loadCjkFont(): Uint8Array | undefined {
  if (existsSync(PATH)) return new Uint8Array(readFileSync(PATH));
  console.log(`skipping CJK font checks: ${PATH} is missing (dev dependency @expo-google-fonts/noto-sans-sc)`);
  return undefined;
}
