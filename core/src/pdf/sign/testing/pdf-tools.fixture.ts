/// <reference types="node" />
// The independent judges of the signing tests: poppler's pdfsig (NSS), qpdf --check, pdftoppm
// renderings and pdftotext. Each is used only when installed; tests print why they skip.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const BINARIES = {
  pdfsig: '/usr/bin/pdfsig',
  qpdf: '/usr/bin/qpdf',
  pdftoppm: '/usr/bin/pdftoppm',
  pdftotext: '/usr/bin/pdftotext',
} as const;

export function hasTool(tool: keyof typeof BINARIES): boolean {
  const present = existsSync(BINARIES[tool]);
  if (!present) console.log(`skipping ${tool} checks: ${BINARIES[tool]} is not installed`);
  return present;
}

let scratch: string | undefined;
let counter = 0;
function file(bytes: Uint8Array, name = 'doc.pdf'): string {
  scratch ??= mkdtempSync(join(tmpdir(), 'ecsign-sign-'));
  const path = join(scratch, `${counter++}-${name}`);
  writeFileSync(path, bytes);
  return path;
}

export function cleanScratch(): void {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
}

export interface PdfsigSignature {
  readonly index: number;
  /** The lines of this signature's block, without the leading "  - ". */
  readonly lines: readonly string[];
  readonly valid: boolean;
  readonly totalDocument: boolean;
  readonly field?: string;
  readonly type?: string;
  readonly hash?: string;
}

/** pdfsig's report, one entry per signature (document time-stamps included). */
export function pdfsig(bytes: Uint8Array): PdfsigSignature[] {
  const run = spawnSync(BINARIES.pdfsig, ['-nocert', file(bytes)], { encoding: 'utf8' });
  const blocks = run.stdout.split(/^Signature #(\d+):$/m).slice(1);
  const signatures: PdfsigSignature[] = [];
  for (let i = 0; i < blocks.length; i += 2) {
    const lines = blocks[i + 1]!.split('\n')
      .map((l) => l.replace(/^\s*- /, '').trim())
      .filter(Boolean);
    const value = (label: string) => lines.find((l) => l.startsWith(`${label}: `))?.slice(label.length + 2);
    signatures.push({
      index: Number(blocks[i]),
      lines,
      valid: value('Signature Validation') === 'Signature is Valid.',
      totalDocument: lines.includes('Total document signed'),
      field: value('Signature Field Name'),
      type: value('Signature Type'),
      hash: value('Signing Hash Algorithm'),
    });
  }
  return signatures;
}

/** qpdf --check: 0 clean, 2 errors, 3 warnings only; the output for messages. */
export function qpdfCheck(bytes: Uint8Array): { status: number; output: string } {
  const run = spawnSync(BINARIES.qpdf, ['--check', file(bytes)], { encoding: 'utf8' });
  return { status: run.status ?? -1, output: `${run.stdout}${run.stderr}` };
}

export interface Rendering {
  readonly width: number;
  readonly height: number;
  /** RGB of the pixel at (x, y) from the top-left. */
  pixel(x: number, y: number): [number, number, number];
}

/** One page as a viewer shows it (crop box, rotated), rendered by pdftoppm as PPM (no PNG decoder needed). */
export function renderPage(bytes: Uint8Array, page: number, dpi = 50): Rendering {
  const path = file(bytes);
  const out = `${path}-render`;
  execFileSync(BINARIES.pdftoppm, [
    '-cropbox',
    '-r',
    String(dpi),
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    path,
    out,
  ]);
  const ppm = readFileSync(`${out}.ppm`);
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 64).toString('latin1'))!;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = ppm.subarray(header[0].length);
  return {
    width,
    height,
    pixel: (x, y) => {
      const at = 3 * (Math.round(y) * width + Math.round(x));
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    },
  };
}

/** pdftotext -layout of one page. */
export function pageText(bytes: Uint8Array, page = 1): string {
  return execFileSync(BINARIES.pdftotext, ['-layout', '-f', String(page), '-l', String(page), file(bytes), '-'], {
    encoding: 'utf8',
  });
}
