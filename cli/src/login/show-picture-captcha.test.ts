import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { showPictureCaptcha } from './show-picture-captcha';

/** A 4×2 RGB PNG, red on top and blue below (CRCs left zero: nothing here checks them). */
function tinyPng(): Buffer {
  const row = (r: number, g: number, b: number) => [0, ...Array.from({ length: 4 }, () => [r, g, b]).flat()];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    out.set(data, 8);
    return out;
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Uint8Array.from([...row(255, 0, 0), ...row(0, 0, 255)]))),
    chunk('IEND', new Uint8Array()),
  ]);
}

describe('showPictureCaptcha', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const captcha = { captchaKey: 'k1', captchaImageBase64: `data:image/png;base64,${tinyPng().toString('base64')}` };

  it('saves the picture where only its owner can read it, draws it in a colour terminal, and cleans up', () => {
    const tmpDir = mkdtempSync(join(tmpdir(), 'ecsign-show-'));
    dirs.push(tmpDir);
    const shown = showPictureCaptcha(captcha, { tmpDir, drawInTerminal: true, columns: 80 });
    expect(shown.file.startsWith(tmpDir)).toBe(true);
    expect(readFileSync(shown.file)).toEqual(tinyPng());
    expect(statSync(shown.file).mode & 0o777).toBe(0o600);
    expect(shown.lines).toEqual([`${'\x1b[38;2;255;0;0m\x1b[48;2;0;0;255m▀'.repeat(4)}\x1b[0m`]);
    shown.dispose();
    expect(existsSync(shown.file)).toBe(false);
  });

  it('only saves the file for a terminal without 24-bit colour, or a picture it cannot decode', () => {
    const tmpDir = mkdtempSync(join(tmpdir(), 'ecsign-show-'));
    dirs.push(tmpDir);
    const plain = showPictureCaptcha(captcha, { tmpDir, drawInTerminal: false, columns: 80 });
    expect(plain.lines).toEqual([]);
    plain.dispose();
    const broken = { captchaKey: 'k2', captchaImageBase64: 'data:image/png;base64,AAAA' };
    const shown = showPictureCaptcha(broken, { tmpDir, drawInTerminal: true, columns: 80 });
    expect(shown.lines).toEqual([]);
    expect(existsSync(shown.file)).toBe(true);
    shown.dispose();
  });

  it('stops watching for the end of the run once disposed', () => {
    const tmpDir = mkdtempSync(join(tmpdir(), 'ecsign-show-'));
    dirs.push(tmpDir);
    const before = process.listenerCount('SIGTERM');
    const shown = showPictureCaptcha(captcha, { tmpDir, drawInTerminal: false, columns: 80 });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    shown.dispose();
    expect(process.listenerCount('SIGTERM')).toBe(before);
    expect(existsSync(shown.file)).toBe(false);
  });
});
