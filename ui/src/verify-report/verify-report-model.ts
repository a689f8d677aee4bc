// What a signature check report shows, in the shape both apps have: the file's verdict as the CLI's
// JSON report and `POST /ecapi/file/verify` give it, the document's bottom line and each signature's
// (the portal checks in the page, the extension in its service worker and keeps plain JSON).
import type { BottomLine, TFileVerdict } from '@ecsign/core/pdf';

export type TVerifyReport =
  | { readonly kind: 'checking' }
  /** Not checked: not a PDF with e-signatures, damaged, or not downloaded; the reason in words. */
  | { readonly kind: 'refused'; readonly reason: string }
  | {
      readonly kind: 'checked';
      readonly verdict: TFileVerdict;
      readonly bottomLine: BottomLine;
      /** Each signature's bottom line, in the order of `verdict.signatures`. */
      readonly signatureBottomLines: readonly BottomLine[];
    };

/** Green when it passes; orange when intact but not trusted; red otherwise. */
export function bottomLineColour(passes: boolean, bottomLine: BottomLine): string {
  if (passes) return 'green';
  return bottomLine === 'valid' ? 'orange' : 'red';
}
