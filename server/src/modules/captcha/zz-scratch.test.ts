import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { it } from 'vitest';
import { encodePng } from './encode-png';
import { planClickWords } from './plan-click-words';
import { renderBlockPuzzle } from './render-block-puzzle';
import { renderClickWords } from './render-click-words';

function decode(png: Uint8Array) {
  const b = Buffer.from(png);
  const w = b.readUInt32BE(16), h = b.readUInt32BE(20), ch = b[25] === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let o = 8; o < b.length; o += 12 + b.readUInt32BE(o)) if (b.toString('latin1', o + 4, o + 8) === 'IDAT') idat.push(b.subarray(o + 8, o + 8 + b.readUInt32BE(o)));
  const raw = inflateSync(Buffer.concat(idat));
  const px = new Uint8Array(w * h * ch);
  for (let y = 0; y < h; y++) px.set(raw.subarray(y * (w * ch + 1) + 1, (y + 1) * (w * ch + 1)), y * w * ch);
  return { w, h, ch, px };
}

it('scratch', () => {
  const t0 = performance.now();
  const rows: Uint8Array[] = [];
  for (let i = 0; i < 4; i++) {
    const x = 60 + Math.floor(Math.random() * 191), y = 5 + Math.floor(Math.random() * 100);
    const { original, jigsaw } = renderBlockPuzzle({ x, y });
    writeFileSync(`/tmp/cap/orig${i}.png`, original);
    writeFileSync(`/tmp/cap/jig${i}.png`, jigsaw);
    const o = decode(original), j = decode(jigsaw);
    // composite: left = original, with strip at 5 px (start), right = strip placed at x
    for (const at of [10, x]) {
      const out = Uint8Array.from(o.px);
      for (let v = 0; v < j.h; v++) for (let u = 0; u < j.w; u++) {
        const a = j.px[(v * j.w + u) * 4 + 3]! / 255;
        const k = (v * o.w + at + u) * 3;
        for (let c = 0; c < 3; c++) out[k + c] = Math.round(out[k + c]! * (1 - a) + j.px[(v * j.w + u) * 4 + c]! * a);
      }
      rows.push(out);
    }
  }
  const sheet = new Uint8Array(620 * 155 * 4 * 3);
  rows.forEach((img, r) => {
    const col = r % 2, row = Math.floor(r / 2);
    for (let y = 0; y < 155; y++) sheet.set(img.subarray(y * 930, (y + 1) * 930), ((row * 155 + y) * 620 + col * 310) * 3);
  });
  writeFileSync('/tmp/cap/sheet.png', encodePng(620, 620, sheet));
  const t1 = performance.now();
  const words: Uint8Array[] = [];
  for (let i = 0; i < 4; i++) {
    const plan = planClickWords(Math.random);
    console.log(plan.wordList.join(''), JSON.stringify(plan.points), plan.words.map((w) => w.char).join(''));
    const png = renderClickWords(plan);
    writeFileSync(`/tmp/cap/words${i}.png`, png);
    const d = decode(png);
    for (const p of plan.points) for (let k = -2; k <= 2; k++) { const at1 = (p.y * 310 + p.x + k) * 3; d.px.set([255, 0, 0], at1); const at2 = ((p.y + k) * 310 + p.x) * 3; d.px.set([255, 0, 0], at2); }
    words.push(d.px);
  }
  const sheet2 = new Uint8Array(620 * 310 * 3);
  words.forEach((img, r) => {
    const col = r % 2, row = Math.floor(r / 2);
    for (let y = 0; y < 155; y++) sheet2.set(img.subarray(y * 930, (y + 1) * 930), ((row * 155 + y) * 620 + col * 310) * 3);
  });
  writeFileSync('/tmp/cap/words.png', encodePng(620, 310, sheet2));
  console.log('block ms each', (t1 - t0) / 4, 'words ms each', (performance.now() - t1) / 4);
});
