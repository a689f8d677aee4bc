// `ecsign verify`'s report for people: one line per signature (a file without signatures or that
// cannot be read gets one line too), the problems in the reader's language, then the totals.
// Coloured only when asked (a terminal without NO_COLOR).
import { translate, type TLanguage, type TMessageKey } from '@ecsign/core/i18n';
import { BOTTOM_LINE_TEXTS, PROBLEM_TEXTS, signaturePasses } from '@ecsign/core/pdf';
import type { CheckedFile } from './verify-file';
import type { VerifySummary } from './summarize-verdicts';

const COLOURS = { green: 32, red: 31, yellow: 33, dim: 2 } as const;
type TColour = keyof typeof COLOURS;

export interface TextReportOptions {
  readonly language: TLanguage;
  readonly colour: boolean;
  readonly allowUnsigned?: boolean;
}

// Revisions appended after signing may be allowed changes; a gap inside the signed revision never is.
const COVERAGE_TEXTS = {
  none: 'cliVerifyWhole',
  'later-revisions': 'cliVerifyPartial',
  gap: 'cliVerifyGap',
  'after-eof': 'cliVerifyAfterEof',
} as const satisfies Record<string, TMessageKey>;

/** "2026-01-02 03:04:05 UTC" from an ISO time. */
const shortTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

export function formatTextReport(
  files: readonly CheckedFile[],
  summary: VerifySummary,
  options: TextReportOptions,
): string {
  const { language } = options;
  const t = (key: TMessageKey, values?: Record<string, string | number>) => translate(language, key, values);
  const paint = (colour: TColour, text: string) =>
    options.colour ? `\u001b[${COLOURS[colour]}m${text}\u001b[0m` : text;
  const separator = language === 'en' ? ', ' : '，';
  const lines: string[] = [];
  for (const { verdict, statuses } of files) {
    if (verdict.status === 'error') {
      lines.push(`${paint('red', '!')} ${verdict.file}  ${paint('red', verdict.error ?? '')}`);
      continue;
    }
    if (verdict.status === 'unsigned') {
      const colour = options.allowUnsigned ? 'dim' : 'yellow';
      lines.push(`${paint(colour, '-')} ${verdict.file}  ${paint(colour, t('cliVerifyNoSignatures'))}`);
      continue;
    }
    verdict.signatures.forEach((signature, i) => {
      const status = statuses[i]!;
      const passes = signaturePasses(status);
      const verdictText = [
        BOTTOM_LINE_TEXTS[status.bottomLine][language],
        t(signature.trusted ? 'cliVerifyTrusted' : 'cliVerifyNotTrusted'),
        t(COVERAGE_TEXTS[signature.uncovered]),
      ].join(separator);
      const facts = [
        signature.field,
        signature.signer ?? t('cliVerifyUnknownSigner'),
        paint(passes ? 'green' : 'red', verdictText),
        signature.level && `PAdES ${signature.level}`,
        signature.algorithm,
        signature.signingTime && t('cliVerifySignedAt', { time: shortTime(signature.signingTime) }),
        signature.timestamp && t('cliVerifyTimeStamped', { time: shortTime(signature.timestamp) }),
      ].filter(Boolean);
      const problems = signature.problems.map((p) => PROBLEM_TEXTS[p][language]);
      const reasons = problems.length ? ` — ${paint(passes ? 'dim' : 'red', problems.join('; '))}` : '';
      lines.push(
        `${paint(passes ? 'green' : 'red', passes ? '✓' : '✗')} ${verdict.file}  ${facts.join(' · ')}${reasons}`,
      );
    });
  }
  lines.push('', t('cliVerifySummary', summary as unknown as Record<string, number>));
  return lines.join('\n');
}
