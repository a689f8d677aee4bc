// Screenshots compared with committed references, so a layout regression of the signing screen,
// home or the file manager (spec items R-file-sign, R-home, R-file-manage) fails: each screenshot is
// kept under .test-results/screenshots/ as an artefact (with a diff picture when it differs) and
// compared pixel by pixel with tests/fixtures/screenshots/. The references are drawn by one Chromium
// with only the fonts of reference-fonts/fonts.conf (from npm), so they do not depend on the
// machine's fonts; another Chromium major version draws text and anti-aliasing differently, so the
// comparison is skipped then, saying why once. `npx pnpm@10 test:screenshots:update` redraws them
// (docs/development.md).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Browser, Locator, Page, PageScreenshotOptions } from 'playwright-core';
import { ROOT } from './start-built-server';

export const REFERENCE_DIR = join(ROOT, 'tests', 'fixtures', 'screenshots');
const ARTEFACT_DIR = join(ROOT, '.test-results', 'screenshots');
const VERSION_FILE = join(REFERENCE_DIR, 'chromium-version.json');

/** Set by `npm run test:screenshots:update`: write the references instead of comparing. */
const UPDATING = process.env.UPDATE_SCREENSHOT_REFERENCES === '1';
/** Per pixel: pixelmatch's colour distance below which two pixels count as the same. */
const PIXEL_THRESHOLD = 0.15;
/** Per picture: the share of differing pixels a picture may have (anti-aliasing, a cursor). */
const DIFFERING_SHARE = 0.01;

/** Matches what changes from run to run: dates, times, task numbers and counts are masked. */
const DYNAMIC_TEXT = /\d{4}[-/.年]\d{1,2}|\d{1,2}:\d{2}|\d{6,}/;

let skipReason: string | null | undefined;

function majorVersion(version: string): string {
  return /(\d+)\./.exec(version)?.[1] ?? version;
}

/** Null when the references were drawn by this Chromium's major version; else why they are skipped. */
function whySkipped(browser: Browser): string | null {
  if (skipReason !== undefined) return skipReason;
  const running = browser.version();
  if (UPDATING) {
    mkdirSync(REFERENCE_DIR, { recursive: true });
    writeFileSync(VERSION_FILE, `${JSON.stringify({ chromium: running }, null, 2)}\n`);
    return (skipReason = null);
  }
  const stored = existsSync(VERSION_FILE)
    ? (JSON.parse(readFileSync(VERSION_FILE, 'utf8')) as { chromium: string }).chromium
    : null;
  skipReason =
    stored === null
      ? null
      : majorVersion(stored) === majorVersion(running)
        ? null
        : `screenshot references were drawn by Chromium ${stored}, this is ${running}: comparison skipped (npx pnpm@10 test:screenshots:update redraws them)`;
  if (skipReason) console.warn(skipReason);
  return skipReason;
}

/**
 * Takes a screenshot of the viewport as `name`.png (masking `mask` and every dynamic text) and
 * compares it with the committed reference; throws when more than 1 % of the pixels differ.
 */
export async function expectScreenshotMatches(page: Page, name: string, mask: Locator[] = []): Promise<void> {
  mkdirSync(ARTEFACT_DIR, { recursive: true });
  // Fonts load asynchronously: a screenshot before they are in draws the fallback's metrics.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const options: PageScreenshotOptions = {
    animations: 'disabled',
    caret: 'hide',
    mask: [
      ...mask,
      page.getByText(DYNAMIC_TEXT),
      page.locator(
        'canvas[data-qr], [data-testid="sign-on-phone"] canvas, [data-testid="sign-on-phone"] svg, [data-testid="sign-on-phone"] img',
      ),
    ],
    maskColor: '#ff00ff',
  };
  // A smooth scroll (to the next field) or a fading bar is still moving after the click that
  // started it, and a busy machine stretches it: the screenshot is the first that equals the one
  // taken a moment before, so the comparison sees where the page settled, not a frame in between.
  let shot = await page.screenshot(options);
  for (let tries = 0; tries < 40; tries += 1) {
    await page.waitForTimeout(150);
    const next = await page.screenshot(options);
    if (next.equals(shot)) break;
    shot = next;
  }
  writeFileSync(join(ARTEFACT_DIR, `${name}.png`), shot);
  const referencePath = join(REFERENCE_DIR, `${name}.png`);
  const skipped = whySkipped(page.context().browser()!);
  if (UPDATING) return writeFileSync(referencePath, shot);
  if (skipped) return;
  if (!existsSync(referencePath)) {
    throw new Error(`no screenshot reference ${name}.png: draw it with npx pnpm@10 test:screenshots:update`);
  }
  const actual = PNG.sync.read(shot);
  const reference = PNG.sync.read(readFileSync(referencePath));
  if (actual.width !== reference.width || actual.height !== reference.height) {
    throw new Error(
      `${name}: ${actual.width}×${actual.height} against the reference's ${reference.width}×${reference.height}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(reference.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const share = differing / (actual.width * actual.height);
  if (share > DIFFERING_SHARE) {
    const diffPath = join(ARTEFACT_DIR, `${name}.diff.png`);
    writeFileSync(diffPath, PNG.sync.write(diff));
    throw new Error(
      `${name}: ${(share * 100).toFixed(2)} % of the pixels differ from the reference (at most ${DIFFERING_SHARE * 100} %); see ${join('.test-results', 'screenshots', `${name}.diff.png`)}`,
    );
  }
}
