import { writeFileSync } from 'node:fs';
import { it } from 'vitest';
import { launchChromium } from '../support/launch-chromium';
it('fixture', async () => {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<canvas id="c" width="240" height="160"></canvas>');
    const result = await page.evaluate(async () => {
      const canvas = document.getElementById('c') as HTMLCanvasElement;
      const g = canvas.getContext('2d')!;
      g.fillStyle = 'rgb(236,231,219)';
      g.fillRect(0, 0, 240, 160);
      g.strokeStyle = 'rgb(205,25,35)';
      g.lineWidth = 8;
      g.beginPath();
      g.arc(120, 80, 60, 0, Math.PI * 2);
      g.stroke();
      g.fillStyle = 'rgb(30,40,120)';
      g.fillRect(95, 70, 50, 20);
      const jpeg = canvas.toDataURL('image/jpeg', 0.92);
      const img = new Image();
      img.src = jpeg;
      await img.decode();
      const check = document.createElement('canvas');
      check.width = 240;
      check.height = 160;
      const h = check.getContext('2d')!;
      h.drawImage(img, 0, 0);
      const data = Array.from(h.getImageData(0, 0, 240, 160).data);
      return { jpeg, data };
    });
    const dir = '/work/main/server/src/modules/seals/image/fixtures';
    writeFileSync(`${dir}/scanned-seal.jpg`, Buffer.from(result.jpeg.split(',')[1]!, 'base64'));
    // Chromium's own decoding, RGB, as the reference.
    const rgb = Buffer.alloc(240 * 160 * 3);
    for (let i = 0; i < 240 * 160; i++) for (let c = 0; c < 3; c++) rgb[3 * i + c] = result.data[4 * i + c]!;
    writeFileSync('/tmp/scanned-seal.rgb', rgb);
  } finally {
    await browser.close();
  }
}, 120_000);
