// The run's totals for `ecsign verify` (the JSON `summary`, the text report's last line) and
// whether it passed: every file signed with every signature passing (unsigned files too with
// --allow-unsigned), none unreadable.
import type { TFileVerdict } from '@ecsign/core/pdf';

export interface VerifySummary {
  readonly files: number;
  readonly valid: number;
  readonly invalid: number;
  readonly unsigned: number;
  readonly error: number;
  readonly signatures: number;
  readonly passed: boolean;
}

export function summarizeVerdicts(
  verdicts: readonly TFileVerdict[],
  options: { allowUnsigned?: boolean } = {},
): VerifySummary {
  const count = (status: TFileVerdict['status']) => verdicts.filter((v) => v.status === status).length;
  const [valid, invalid, unsigned, error] = [count('valid'), count('invalid'), count('unsigned'), count('error')];
  return {
    files: verdicts.length,
    valid,
    invalid,
    unsigned,
    error,
    signatures: verdicts.reduce((sum, v) => sum + v.signatures.length, 0),
    passed: invalid === 0 && error === 0 && (options.allowUnsigned || unsigned === 0),
  };
}
