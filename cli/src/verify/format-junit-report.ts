// `ecsign verify --format junit`: JUnit XML for CI dashboards (GitLab, Jenkins, GitHub test
// reporters). One testcase per file; a file that does not pass is a <failure> whose message and
// body give each signature's reasons, an unreadable one an <error>, an unsigned one allowed by
// --allow-unsigned a <skipped>. Dashboards often show only the message, so it names the file,
// each failing signature's field, its verdict and reason, and the problem that decided it.
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { BOTTOM_LINE_TEXTS, PROBLEM_TEXTS, deriveVerdict, signaturePasses } from '@ecsign/core/pdf';
import type { CheckedFile } from './verify-file';
import type { VerifySummary } from './summarize-verdicts';

/** Text for XML attributes and content: escaped, and without the characters XML 1.0 forbids. */
function xml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function signatureLines(file: CheckedFile, language: TLanguage): string[] {
  return file.verdict.signatures.map((signature, i) => {
    const status = file.statuses[i]!;
    const trust = translate(language, signature.trusted ? 'cliVerifyTrusted' : 'cliVerifyNotTrusted');
    const problems = signature.problems.map((p) => `${p}: ${PROBLEM_TEXTS[p][language]}`);
    const head = `${signaturePasses(status) ? 'PASS' : 'FAIL'} ${signature.field} (${signature.signer ?? '?'}): ${BOTTOM_LINE_TEXTS[status.bottomLine][language]}, ${trust}`;
    return [head, ...problems.map((p) => `  - ${p}`)].join('\n');
  });
}

/**
 * "a.pdf: 1 of 2 signatures did not pass: Signature2 invalid (HASH_FAILURE): The document was
 * changed after signing: …", each failing signature after the count, separated by "; ".
 */
function failureMessage(file: CheckedFile, language: TLanguage, head: string): string {
  const failing = file.verdict.signatures.flatMap((signature, i) => {
    const status = file.statuses[i]!;
    if (signaturePasses(status)) return [];
    const { verdict, reason, problem } = deriveVerdict(status);
    const why = `${signature.field} ${verdict}${reason ? ` (${reason})` : ''}`;
    return [problem ? `${why}: ${PROBLEM_TEXTS[problem][language]}` : why];
  });
  return `${file.verdict.file}: ${head}: ${failing.join('; ')}`;
}

function testcase(file: CheckedFile, options: { language: TLanguage; allowUnsigned?: boolean }): string {
  const { verdict } = file;
  const open = `    <testcase classname="ecsign.verify" name="${xml(verdict.file)}" file="${xml(verdict.file)}" time="${file.seconds.toFixed(3)}"`;
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(options.language, key, values);
  switch (verdict.status) {
    case 'valid':
      return `${open} />`;
    case 'error':
      return `${open}>\n      <error type="error" message="${xml(verdict.error ?? '')}" />\n    </testcase>`;
    case 'unsigned':
      return options.allowUnsigned
        ? `${open}>\n      <skipped message="${xml(t('cliVerifyNoSignatures'))}" />\n    </testcase>`
        : `${open}>\n      <failure type="unsigned" message="${xml(`${verdict.file}: ${t('cliVerifyNoSignatures')}`)}" />\n    </testcase>`;
    case 'invalid': {
      const failing = file.statuses.filter((s) => !signaturePasses(s)).length;
      const message = failureMessage(
        file,
        options.language,
        t('cliVerifyNotPassed', { count: failing, total: file.statuses.length }),
      );
      const body = signatureLines(file, options.language).join('\n');
      return `${open}>\n      <failure type="invalid" message="${xml(message)}">${xml(body)}</failure>\n    </testcase>`;
    }
  }
}

export function formatJunitReport(
  files: readonly CheckedFile[],
  summary: VerifySummary,
  options: { language: TLanguage; allowUnsigned?: boolean; timestamp: Date },
): string {
  const failures = summary.invalid + (options.allowUnsigned ? 0 : summary.unsigned);
  const skipped = options.allowUnsigned ? summary.unsigned : 0;
  const time = files.reduce((sum, f) => sum + f.seconds, 0).toFixed(3);
  const counts = `tests="${summary.files}" failures="${failures}" errors="${summary.error}" skipped="${skipped}" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="ecsign verify" ${counts}>`,
    `  <testsuite name="ecsign verify" ${counts} timestamp="${options.timestamp.toISOString().slice(0, 19)}">`,
    ...files.map((file) => testcase(file, options)),
    '  </testsuite>',
    '</testsuites>',
  ].join('\n');
}
