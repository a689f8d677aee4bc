// The bottom line of a signature is the worst effect among its problems (problem-codes.ts); a
// document's is the worst among its signatures, ignoring placeholders, and 'unsigned' when no
// signature was filled in at all.
import { problemEffect, type SignatureProblem } from './problem-codes';
import type { BottomLine } from './types';

const WORST_FIRST = ['unsigned', 'tampered', 'invalid', 'modified', 'indeterminate'] as const;

export function deriveBottomLine(problems: readonly SignatureProblem[]): BottomLine {
  const effects = new Set(problems.map(problemEffect));
  return WORST_FIRST.find((effect) => effects.has(effect)) ?? 'valid';
}

export function deriveDocumentBottomLine(lines: readonly BottomLine[]): BottomLine {
  const signed = new Set<BottomLine>(lines.filter((line) => line !== 'unsigned'));
  if (signed.size === 0) return 'unsigned';
  return WORST_FIRST.find((line) => signed.has(line)) ?? 'valid';
}
