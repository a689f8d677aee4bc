// DocMDP (ISO 32000-1 12.8.2.2, ISO 32000-2 12.8.2.2): P=1 no changes, P=2 filling in forms and
// signing, P=3 also annotations. DSS updates and document time-stamps are allowed at every level
// (PDF 2.0 and PAdES: long-term validation must stay possible), as is metadata (/Info, XMP), which
// viewers do not render. Without a certification signature pyHanko and DSS allow what P=3 allows.
import type { ChangeCategory } from '../types';

const LEVELS: Readonly<Record<1 | 2 | 3, ReadonlySet<ChangeCategory>>> = {
  1: new Set(['dss', 'document-time-stamp', 'metadata']),
  2: new Set(['dss', 'document-time-stamp', 'metadata', 'signature', 'form-fill']),
  3: new Set(['dss', 'document-time-stamp', 'metadata', 'signature', 'form-fill', 'annotation']),
};

export function isChangeAllowed(category: ChangeCategory, docMdp: 1 | 2 | 3 | undefined): boolean {
  return LEVELS[docMdp ?? 3].has(category);
}
