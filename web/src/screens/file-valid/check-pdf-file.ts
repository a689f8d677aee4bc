// Checks one chosen file in the browser with core's validator — the bytes never leave the page —
// and says what the person sees: a report per signature with where it sits on the page, or why
// the file cannot be checked. Spec item V-signature-check-pdf: only PDF files carrying e-signatures are accepted, so a file
// that is not a PDF, and a PDF without signatures, get that one message.
import type { TErrorCode } from '@ecsign/core/errors';
import {
  filledSignatures,
  getFormFields,
  isPdfVerificationError,
  openPdf,
  toFileVerdict,
  verifyPdf,
  type CryptoEngine,
  type PdfVerificationReport,
  type SignatureStatus,
  type TFileVerdict,
} from '@ecsign/core/pdf';

/** Where a signature's widget is: a page (0-based) and its rectangle in PDF user space. */
export interface SignaturePlace {
  readonly pageIndex: number;
  readonly rect: readonly [number, number, number, number];
}

export type TFileCheck =
  | {
      readonly kind: 'checked';
      readonly name: string;
      readonly bytes: Uint8Array;
      readonly report: PdfVerificationReport;
      readonly verdict: TFileVerdict;
      /** The filled signatures, in the verdict's order. */
      readonly statuses: readonly SignatureStatus[];
      /** Each signature's place; undefined for an invisible signature or one on no page. */
      readonly places: readonly (SignaturePlace | undefined)[];
    }
  | { readonly kind: 'rejected'; readonly name: string; readonly code: TErrorCode };

export interface CheckPdfOptions {
  readonly engine: CryptoEngine;
  readonly trustAnchors: readonly string[];
  readonly now?: Date;
}

/** The widget rectangles of the signature fields, by field name. */
function placesByField(bytes: Uint8Array): Map<string, SignaturePlace> {
  const places = new Map<string, SignaturePlace>();
  const doc = openPdf(bytes);
  for (const field of getFormFields(doc)) {
    if (field.fieldType !== 'Sig') continue;
    const widget = field.widgets.find((w) => w.pageIndex !== undefined && w.rect);
    if (!widget) continue;
    const [x1, y1, x2, y2] = widget.rect!;
    // A zero-area widget is an invisible signature: nothing to point at.
    if (Math.abs(x2 - x1) < 1 || Math.abs(y2 - y1) < 1) continue;
    places.set(field.name, { pageIndex: widget.pageIndex!, rect: [x1, y1, x2, y2] });
  }
  return places;
}

export async function checkPdfFile(name: string, bytes: Uint8Array, options: CheckPdfOptions): Promise<TFileCheck> {
  let report: PdfVerificationReport;
  try {
    report = await verifyPdf(bytes, { engine: options.engine, trustAnchors: options.trustAnchors, now: options.now });
  } catch (error) {
    if (!isPdfVerificationError(error)) throw error;
    const code = error.catalogueCode === 'NOT_A_PDF' ? 'PDF_NOT_SIGNED' : error.catalogueCode;
    return { kind: 'rejected', name, code };
  }
  const statuses = filledSignatures(report);
  if (statuses.length === 0) return { kind: 'rejected', name, code: 'PDF_NOT_SIGNED' };
  let byField = new Map<string, SignaturePlace>();
  try {
    byField = placesByField(bytes);
  } catch {
    // verifyPdf opened it, so this cannot fail; without places the report still stands.
  }
  const places = statuses.map((s) => s.fieldNames.map((f) => byField.get(f)).find(Boolean));
  return { kind: 'checked', name, bytes, report, verdict: toFileVerdict(name, report), statuses, places };
}
