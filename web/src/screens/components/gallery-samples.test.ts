// Spec items this file exercises (docs/spec-items.md): R-components.
// Every PDF the /components gallery links to is one the portal really serves: a file of web/public
// (the build copies it to the portal's root), and a PDF.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_EMPTY_TEMPLATE, SAMPLE_TEMPLATE_GROUP } from './gallery-samples';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', '..', 'public');

const linkedPdfs = [SAMPLE_TEMPLATE_GROUP, SAMPLE_EMPTY_TEMPLATE].flatMap((panel) => {
  const contracts = panel.templateContractList;
  return [...(contracts?.signatoryList ?? []), ...(contracts?.pushList ?? [])].map((entry) => entry.pdfUrl);
});

describe('the /components gallery samples', () => {
  it('link to at least one PDF', () => {
    expect(linkedPdfs.length).toBeGreaterThan(0);
  });

  it.each(linkedPdfs)('%s is a PDF in web/public', (url) => {
    expect(url.startsWith('/')).toBe(true);
    const file = join(PUBLIC_DIR, ...url.split('/').filter(Boolean));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
