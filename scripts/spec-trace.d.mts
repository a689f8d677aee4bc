// Types of spec-trace.mjs for TypeScript that calls it.

export interface SpecItem {
  id: string;
  section: string;
  description: string;
}
export interface Citations {
  sources: string[];
  tests: string[];
}

export const SPEC_ITEMS: string;
export const REASONS: string;
export const OUTPUT: string;
export function collectItems(specText: string): SpecItem[];
export function citedIds(text: string, known: ReadonlySet<string>): Set<string>;
export function findCitations(
  files: ReadonlyArray<{ path: string; text: string }>,
  known: ReadonlySet<string>,
): Map<string, Citations>;
export function readReasons(text: string): Map<string, string>;
export function traceProblems(
  items: readonly SpecItem[],
  citations: Map<string, Citations>,
  reasons: Map<string, string>,
): string[];
export function renderTable(
  items: readonly SpecItem[],
  citations: Map<string, Citations>,
  reasons: Map<string, string>,
): string;
export function traceRepository(): { table: string; problems: string[] };
