// Spec items this file exercises (docs/spec-items.md): E-63xxxxxx.
// The one Word converter: formats sniffed by content (a renamed file is what its bytes say), soffice
// found on the PATH and called with a private profile and the output folder, killed at its time
// limit, and every failure — not Word, no soffice, a crash, a timeout, no output — the catalogue's
// WORD_TO_PDF_FAILED. A stand-in `soffice` script plays LibreOffice, so this runs without it.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppError } from '@ecsign/core/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { convertWordToPdf, findSoffice } from './convert-word-to-pdf';
import { sniffWordFormat } from './sniff-word-format';

const text = (value: string) => new TextEncoder().encode(value);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const DOC = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const DOCX = new Uint8Array([...ZIP, ...text('....[Content_Types].xml....word/document.xml....')]);
const ODT = new Uint8Array([...ZIP, ...text('..mimetypeapplication/vnd.oasis.opendocument.text..')]);
const RTF = text('{\\rtf1\\ansi hello}');
const PLAIN_ZIP = new Uint8Array([...ZIP, ...text('....data.csv....')]);

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A folder with an executable `soffice` running `body` (sh); its arguments are logged to args.txt. */
function fakeSoffice(body: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'ecsign-fake-soffice-'));
  folders.push(folder);
  writeFileSync(join(folder, 'soffice'), `#!/bin/sh\nprintf '%s\\n' "$@" > "${folder}/args.txt"\n${body}\n`);
  chmodSync(join(folder, 'soffice'), 0o755);
  return folder;
}

/** Writes <outdir>/<input name>.pdf as LibreOffice does. */
const WRITE_PDF = `
while [ $# -gt 0 ]; do
  case "$1" in --outdir) out="$2"; shift;; -*) ;; *) input="$1";; esac; shift
done
name=$(basename "$input"); printf '%%PDF-1.7 converted' > "$out/\${name%.*}.pdf"`;

async function failure(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe('WORD_TO_PDF_FAILED');
  return error as AppError;
}

describe('sniffWordFormat', () => {
  it.each([
    ['an OLE2 file', DOC, 'doc'],
    ['a ZIP with word/document.xml', DOCX, 'docx'],
    ['an OpenDocument text ZIP', ODT, 'odt'],
    ['RTF', RTF, 'rtf'],
    ['another ZIP', PLAIN_ZIP, undefined],
    ['a PDF', text('%PDF-1.7\n'), undefined],
    ['nothing', new Uint8Array(), undefined],
  ])('%s → %s', (_label, bytes, format) => {
    expect(sniffWordFormat(bytes)).toBe(format);
  });
});

describe('convertWordToPdf', () => {
  it('converts with soffice from the PATH, headless, with a private profile, by the sniffed format', async () => {
    const folder = fakeSoffice(WRITE_PDF);
    const pdf = await convertWordToPdf(DOCX, { path: `/nonexistent:${folder}` });
    expect(new TextDecoder().decode(pdf)).toBe('%PDF-1.7 converted');
    const args = readFileSync(join(folder, 'args.txt'), 'utf8').trim().split('\n');
    expect(args[0]).toMatch(/^-env:UserInstallation=file:\/\/.*ecsign-word-.*\/profile$/);
    expect(args).toEqual(expect.arrayContaining(['--headless', '--norestore', '--convert-to', 'pdf', '--outdir']));
    expect(args.at(-1)).toMatch(/document\.docx$/);
    // The temporary folder (profile included) is gone afterwards.
    expect(() => readFileSync(args.at(-1)!)).toThrow();
    await convertWordToPdf(ODT, { path: folder });
    expect(readFileSync(join(folder, 'args.txt'), 'utf8').trim().split('\n').at(-1)).toMatch(/document\.odt$/);
  });

  it('refuses what is not Word without starting soffice', async () => {
    const folder = fakeSoffice(WRITE_PDF);
    const error = await failure(convertWordToPdf(PLAIN_ZIP, { path: folder }));
    expect(error.message).toContain('not a Word document');
    expect(() => readFileSync(join(folder, 'args.txt'))).toThrow();
  });

  it('says so when soffice is not on the PATH', async () => {
    expect(await findSoffice('/nonexistent')).toBeUndefined();
    const error = await failure(convertWordToPdf(DOC, { path: '/nonexistent' }));
    expect(error.message).toContain('not on the PATH');
  });

  it('fails on a crash, on no output, and on a timeout (killed)', async () => {
    await failure(convertWordToPdf(DOC, { path: fakeSoffice('exit 3') }));
    await failure(convertWordToPdf(DOC, { path: fakeSoffice('exit 0') }));
    const started = Date.now();
    const error = await failure(convertWordToPdf(RTF, { path: fakeSoffice('sleep 30'), timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(error.message).toContain('soffice failed');
  });
});
