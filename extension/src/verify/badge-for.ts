// The toolbar badge after a check: ✓ when every signature is intact, trusted and unchanged, ✗ for
// anything else, … while the file is being checked.
import type { TVerifyResult } from './verify-result';

export interface TBadge {
  readonly text: string;
  readonly color: string;
}

export function badgeFor(result: TVerifyResult): TBadge {
  if (result.state === 'checking') return { text: '…', color: '#868e96' };
  if (result.state === 'done' && result.verdict.status === 'valid') return { text: '✓', color: '#2f9e44' };
  return { text: '✗', color: '#e03131' };
}
