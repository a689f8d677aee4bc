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

/** One error code of the catalogue, with the E- item of its group. */
export interface CatalogueCode {
  item: string;
  name: string;
  status: string;
}
export interface CodeAudit {
  codes: CatalogueCode[];
  catalogueCodes: CatalogueCode[];
  codeTests: Map<string, string[]>;
  codeReasons: Map<string, string>;
}

export const SPEC_ITEMS: string;
export const REASONS: string;
export const OUTPUT: string;
export const CATALOGUE: string;
export const SPEC_CODES: string;
export const E_ITEM_OF_GROUP: Record<string, [item: string, title: string]>;
export function readCatalogueCodes(catalogueText: string): CatalogueCode[];
export function readSpecCodes(fixtureText: string, catalogueCodes: readonly CatalogueCode[]): CatalogueCode[];
export function findCodeTests(
  files: ReadonlyArray<{ path: string; text: string }>,
  codes: readonly CatalogueCode[],
): Map<string, string[]>;
export function readCodeReasons(text: string): Map<string, string>;
export function codeProblems(
  audit: CodeAudit,
  citations: Map<string, Citations>,
  files: ReadonlyArray<{ path: string; text: string }>,
): string[];
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
  audit?: Pick<CodeAudit, 'codes' | 'codeTests' | 'codeReasons'>,
): string;
export function traceRepository(): { table: string; problems: string[] };
