// Renders the error catalogue as the Markdown page committed at docs/error-catalogue.md. Pure, so
// the drift test can compare it with the committed file and the generator script can write it.
import type { TLocalizedText } from '../i18n/language';
import { CLIENT_TEXTS } from './client-texts';
import { ERROR_GROUPS, type ErrorGroup } from './error-groups';

export interface RenderCatalogueOptions {
  groups?: readonly ErrorGroup[];
  clientTexts?: Readonly<Record<string, TLocalizedText>>;
}

export const REGENERATE_COMMAND = 'node core/scripts/gen-error-catalogue.mjs';

/** A table cell: pipes escaped, line breaks flattened, so no text can break the table. */
function cell(value: string | number): string {
  return String(value).replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function row(cells: readonly (string | number)[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

export function renderCatalogueMarkdown(options: RenderCatalogueOptions = {}): string {
  const groups = options.groups ?? ERROR_GROUPS;
  const clientTexts = options.clientTexts ?? CLIENT_TEXTS;
  const total = groups.reduce((sum, group) => sum + Object.keys(group.entries).length, 0);
  const lines = [
    `<!-- Generated from core/src/errors by \`${REGENERATE_COMMAND}\`; do not edit by hand. -->`,
    '',
    '# Error catalogue',
    '',
    'Every failure that the ecsign server and clients report (the E- items of [spec-items.md](spec-items.md#error-codes)), as defined in `@ecsign/core/errors`.',
    'A reply envelope carries the numeric **status**; the HTTP status of the reply agrees with it. Status 200 is',
    'success; 60000001, 70000021 and 700000121 are handed back to the caller by the API client (spec item C-reply-status) and are',
    'not errors. HTTP "-" marks outcomes that only a client produces.',
    '',
    `${total} codes in ${groups.length} groups.`,
    '',
    '## Groups',
    '',
    row(['Group', 'Range', 'Codes']),
    '| --- | --- | ---: |',
    ...groups.map((group) => row([group.title, group.range, Object.keys(group.entries).length])),
    '',
    '## Codes',
    '',
    row(['Group', 'Code', 'Status', 'HTTP', 'zh', 'en', 'zh-TW']),
    '| --- | --- | ---: | ---: | --- | --- | --- |',
    ...groups.flatMap((group) =>
      Object.entries(group.entries).map(([code, { status, http, text }]) =>
        row([group.title, `\`${code}\``, status, http === 0 ? '-' : http, text.zh, text.en, text['zh-TW']]),
      ),
    ),
    '',
    '## Client texts',
    '',
    'Texts the clients show for failures that carry no status (the picture captcha).',
    '',
    row(['Key', 'zh', 'en', 'zh-TW']),
    '| --- | --- | --- | --- |',
    ...Object.entries(clientTexts).map(([key, text]) => row([`\`${key}\``, text.zh, text.en, text['zh-TW']])),
    '',
  ];
  return lines.join('\n');
}
