// Draws a click-words picture from its plan: the background, then every character with a light
// halo under a strong colour so it reads on any part of the background.
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH } from '@ecsign/core/captcha';
import { CLICK_WORD_BOX, CLICK_WORD_GLYPHS } from './click-word-glyphs';
import { drawStrokes } from './draw-strokes';
import { paintBackground } from './paint-background';
import type { ClickWordPlan } from './plan-click-words';
import { RgbCanvas, type Rgb } from './rgb-canvas';

const STROKE_RADIUS = 0.6; // font units: strokes about 3.6 px wide at the usual size
const HALO = 0.55; // font units of halo around each stroke

export function renderClickWords(plan: ClickWordPlan, random: () => number = Math.random): Uint8Array {
  const canvas = new RgbCanvas(CAPTCHA_IMAGE_WIDTH, CAPTCHA_IMAGE_HEIGHT);
  paintBackground(canvas, random);
  for (const word of plan.words) {
    const strokes = CLICK_WORD_GLYPHS[word.char];
    if (!strokes) throw new Error(`no glyph for ${JSON.stringify(word.char)}`);
    const scale = (28 + random() * 4) / CLICK_WORD_BOX; // 28–32 px characters
    const hue = random() * 360;
    const ink: Rgb = hueToDark(hue);
    const halo: Rgb = [245, 245, 240];
    const draw = (radius: number, colour: Rgb, opacity: number) =>
      drawStrokes({
        strokes,
        boxWidth: CLICK_WORD_BOX,
        boxHeight: CLICK_WORD_BOX,
        centreX: word.x,
        centreY: word.y,
        scale,
        angle: word.angle,
        radius,
        paint: (x, y, coverage) => canvas.blend(x, y, colour, coverage * opacity),
      });
    draw(STROKE_RADIUS + HALO, halo, 0.8);
    draw(STROKE_RADIUS, ink, 1);
  }
  return canvas.toPng();
}

/** A dark, saturated colour of the given hue (HSV with value 0.55). */
function hueToDark(hue: number): Rgb {
  const sector = Math.floor(hue / 60) % 6;
  const f = hue / 60 - Math.floor(hue / 60);
  const [v, p, q, t] = [140, 20, 140 - 120 * f, 20 + 120 * f].map(Math.round) as [number, number, number, number];
  const table: Rgb[] = [
    [v, t, p],
    [q, v, p],
    [p, v, t],
    [p, q, v],
    [t, p, v],
    [v, p, q],
  ];
  return table[sector]!;
}
