// Debian's Chromium through playwright-core (playwright's own browser download does not work here).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { ROOT } from './start-built-server';

/** The fontconfig file whose only font is Noto Sans SC from npm (see reference-fonts/fonts.conf). */
export const REFERENCE_FONTCONFIG = join(ROOT, 'tests', 'support', 'reference-fonts', 'fonts.conf');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error('Chromium not found: install it with `apt-get install -y chromium` (npm test does this as root)');
  }
}

/**
 * `referenceFonts`: Chromium sees only the fonts of the screenshot references (Noto Sans SC from
 * npm, through a fontconfig file of its own), not the machine's.
 */
export function launchChromium(options: { referenceFonts?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
    env: options.referenceFonts ? { ...process.env, FONTCONFIG_FILE: REFERENCE_FONTCONFIG } : undefined,
  });
}

/** A persistent context with an unpacked extension loaded (MV3 extensions need one). */
export function launchChromiumWithExtension(extensionDir: string, userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
}
