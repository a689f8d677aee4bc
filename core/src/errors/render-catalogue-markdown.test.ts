// docs/error-catalogue.md is generated from the catalogue and committed; this test regenerates it
// in memory and fails when the committed page has drifted.
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './catalogue';
import { entry } from './entry';
import { ERROR_GROUPS } from './error-groups';
import { REGENERATE_COMMAND, renderCatalogueMarkdown } from './render-catalogue-markdown';

const DOC = new URL('../../../docs/error-catalogue.md', import.meta.url);

// core's tsconfig has no Node types (so that core source cannot lean on Node by accident); the
// test reaches node:fs through an untyped dynamic import and declares the one function it uses.
interface TReadFile {
  readFileSync(path: URL, encoding: 'utf8'): string;
}
const NODE_FS = 'node:fs';

async function readCommitted(): Promise<string> {
  const fs = (await import(/* @vite-ignore */ NODE_FS)) as TReadFile;
  try {
    return fs.readFileSync(DOC, 'utf8');
  } catch {
    return '(docs/error-catalogue.md is missing)';
  }
}

/** The cells of the Markdown table rows of a section, unescaping `\|`. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(`## ${heading}\n`)[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) =>
      line
        .slice(2, -2)
        .split(/ (?<!\\)\| /)
        .map((cellText) => cellText.replace(/\\\|/g, '|')),
    );
}

describe('renderCatalogueMarkdown', () => {
  it('matches the committed docs/error-catalogue.md', async () => {
    const committed = await readCommitted();
    expect(
      committed,
      `docs/error-catalogue.md is out of date: run \`${REGENERATE_COMMAND}\` and commit the result`,
    ).toBe(renderCatalogueMarkdown());
  });

  it('lists every code once, with its group, status, HTTP status and three texts', () => {
    const rows = tableRows(renderCatalogueMarkdown(), 'Codes');
    expect(rows).toHaveLength(Object.keys(ERROR_CATALOGUE).length);
    const plan = rows.find((cells) => cells[1] === '`PLAN_NOT_FOUND`');
    expect(plan).toEqual([
      'Plans',
      '`PLAN_NOT_FOUND`',
      '6300001',
      '404',
      '任务不存在',
      'The task does not exist',
      '任務不存在',
    ]);
    expect(rows.find((cells) => cells[1] === '`NETWORK_REQUEST_FAILED`')?.[3]).toBe('-');
  });

  it('summarises each group with its range and size', () => {
    const rows = tableRows(renderCatalogueMarkdown(), 'Groups');
    expect(rows).toEqual(
      ERROR_GROUPS.map((group) => [group.title, group.range, String(Object.keys(group.entries).length)]),
    );
  });

  it('escapes pipes so that a text cannot split a table cell', () => {
    const markdown = renderCatalogueMarkdown({
      groups: [{ id: 'x', title: 'A|B', range: '1', entries: { PIPE: entry(1, 400, '甲|乙', 'a|b', '甲|乙') } }],
      clientTexts: {},
    });
    expect(tableRows(markdown, 'Codes')).toEqual([['A|B', '`PIPE`', '1', '400', '甲|乙', 'a|b', '甲|乙']]);
  });
});
