// What one problem, found alone on an otherwise good signature, makes of it: its bottom line and
// its ETSI verdict with the reason. Asked of deriveVerdict itself rather than written down a
// second time, so the documented mapping (docs/cli.md) cannot drift from what the CLI prints.
import { deriveBottomLine } from './derive-bottom-line';
import { deriveVerdict, type SignatureVerdict, type Verdict } from './derive-verdict';
import { problemEffect, type SignatureProblem } from './problem-codes';
import type { BottomLine, SignatureStatus } from './types';

// These are findings about trust, not integrity: the report sets `trusted` false for them.
const UNTRUSTING: readonly SignatureProblem[] = [
  'certificate-not-trusted',
  'certificate-not-valid-at-signing-time',
  'certificate-revoked',
  'certificate-revoked-no-poe',
];

export interface ProblemVerdict extends Omit<SignatureVerdict, 'verdict'> {
  readonly bottomLine: BottomLine;
  /** Null for a placeholder: not a signature, so the file is unsigned and has no verdict. */
  readonly verdict: Verdict | null;
}

export function verdictOfProblem(problem: SignatureProblem): ProblemVerdict {
  const effect = problemEffect(problem);
  const bottomLine = deriveBottomLine([problem]);
  const status = {
    problems: [problem],
    intact: effect !== 'tampered' && effect !== 'invalid' && effect !== 'unsigned',
    trusted: !UNTRUSTING.includes(problem),
    modifiedAfterSigning: effect === 'modified',
    bottomLine,
  } as Partial<SignatureStatus> as SignatureStatus;
  if (effect === 'unsigned') return { bottomLine, verdict: null, reason: null, problem };
  return { bottomLine, ...deriveVerdict(status) };
}
