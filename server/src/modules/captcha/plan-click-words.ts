// Lays out a click-words picture before it is drawn: 4 or 5 different characters at scattered
// positions and angles, and which CLICK_WORD_COUNT of them the user must click, in order. The
// characters' centres are what checkCaptcha compares the clicks with.
import {
  CAPTCHA_IMAGE_HEIGHT,
  CAPTCHA_IMAGE_WIDTH,
  CLICK_WORD_COUNT,
  CLICK_WORD_TOLERANCE_PX,
  type TPoint,
} from '@ecsign/core/captcha';
import { CLICK_WORD_GLYPHS } from './click-word-glyphs';

export interface PlacedWord {
  char: string;
  /** Centre of the character, in whole image pixels. */
  x: number;
  y: number;
  /** Rotation in radians. */
  angle: number;
}

export interface ClickWordPlan {
  words: PlacedWord[];
  /** The characters to click, in order. */
  wordList: string[];
  /** Their centres, in the same order. */
  points: TPoint[];
}

const MARGIN = 22; // keeps a rotated character (about 30 px) inside the picture
// Centres further apart than two tolerances in x or y, so no click can count for two characters.
const MIN_SEPARATION = 2 * CLICK_WORD_TOLERANCE_PX + 2;
const MAX_ANGLE = 0.6; // radians, about 35°

export function planClickWords(random: () => number): ClickWordPlan {
  const between = (low: number, high: number) => low + (high - low) * random();
  const alphabet = Object.keys(CLICK_WORD_GLYPHS);
  const count = CLICK_WORD_COUNT + 1 + Math.floor(random() * 2);
  const chars = shuffle(alphabet, random).slice(0, count);

  const centres: TPoint[] = [];
  while (centres.length < count) {
    // Rejection sampling always succeeds quickly here: five centres need far less room than the
    // picture has, but start over rather than loop forever on an unlucky early placement.
    for (let attempt = 0; attempt < 200 && centres.length < count; attempt++) {
      const x = Math.round(between(MARGIN, CAPTCHA_IMAGE_WIDTH - MARGIN));
      const y = Math.round(between(MARGIN, CAPTCHA_IMAGE_HEIGHT - MARGIN));
      const apart = centres.every((c) => Math.max(Math.abs(c.x - x), Math.abs(c.y - y)) >= MIN_SEPARATION);
      if (apart) centres.push({ x, y });
    }
    if (centres.length < count) centres.length = 0;
  }
  const words = chars.map((char, i) => ({ char, ...centres[i]!, angle: between(-MAX_ANGLE, MAX_ANGLE) }));
  const asked = shuffle(words, random).slice(0, CLICK_WORD_COUNT);
  return { words, wordList: asked.map((w) => w.char), points: asked.map(({ x, y }) => ({ x, y })) };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
