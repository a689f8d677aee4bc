// Shows the picture captcha to a person at a terminal: the PNG is saved to a private temporary
// file (its path is printed, to open in an image viewer), and a terminal with 24-bit colour also
// gets the picture drawn in half blocks right above the prompt. The file goes away once answered,
// and also when the run is ended at the prompt (remove-when-ended.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TPictureCaptcha } from '@ecsign/core/captcha';
import { decodePng } from '../terminal-image/decode-png';
import { renderHalfBlocks } from '../terminal-image/render-half-blocks';
import { removeWhenEnded } from './remove-when-ended';

export interface CaptchaDisplay {
  /** Folder for the picture files (the system's temporary folder). */
  tmpDir: string;
  /** Draw the picture in the terminal (it supports 24-bit colour). */
  drawInTerminal: boolean;
  /** Terminal width in character cells. */
  columns: number;
}

export interface ShownCaptcha {
  file: string;
  /** The drawn picture, to print before the prompt; empty when the terminal cannot show it. */
  lines: string[];
  /** Removes the file once the captcha is answered (each one works once anyway); a run ended
   * before that by a signal or an exit removes it too. */
  dispose(): void;
}

export function showPictureCaptcha(captcha: TPictureCaptcha, display: CaptchaDisplay): ShownCaptcha {
  const png = Buffer.from(captcha.captchaImageBase64.replace(/^data:image\/png;base64,/, ''), 'base64');
  const folder = mkdtempSync(join(display.tmpDir, 'ecsign-captcha-'));
  const remove = removeWhenEnded(folder);
  const file = join(folder, 'captcha.png');
  writeFileSync(file, png, { mode: 0o600 });
  const lines: string[] = [];
  if (display.drawInTerminal) {
    try {
      lines.push(...renderHalfBlocks(decodePng(png), { maxColumns: Math.min(60, Math.max(20, display.columns - 2)) }));
    } catch {
      // A picture the decoder does not read is still in the file.
    }
  }
  return { file, lines, dispose: remove };
}
