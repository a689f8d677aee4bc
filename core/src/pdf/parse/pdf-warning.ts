// Things the reader repaired or skipped. A validator reports them (a rebuilt xref or a repaired
// offset is itself evidence about a signed file), the signing engine may refuse to sign on them.
import type { PdfRef } from './model/pdf-ref';

export type PdfWarningCode =
  | 'NO_HEADER'
  | 'XREF_REBUILT'
  | 'OBJECT_OFFSET_REPAIRED'
  | 'OBJECT_UNREADABLE'
  | 'OBJECT_MISSING'
  | 'NO_EOF_MARKER'
  | 'CATALOG_FROM_SCAN'
  /** The document decoded more than its InflateBudget allows; later decodes were refused. */
  | 'INFLATE_BUDGET_SPENT';

export interface PdfWarning {
  readonly code: PdfWarningCode;
  readonly message: string;
  readonly offset?: number;
  readonly ref?: PdfRef;
}
