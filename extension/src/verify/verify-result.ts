// What the extension remembers of one "Verify signatures" (in chrome.storage.session, shown by the
// popup): the file, and while it is checked, its verdict, why it was refused, or why it could not be
// downloaded. Plain JSON, so the service worker and the popup share it through storage.
import type { TErrorCode } from '@ecsign/core/errors';
import type { BottomLine, TFileVerdict } from '@ecsign/core/pdf';
import type { TFileAccess } from './file-access';

export type TVerifyResult = {
  readonly id: string;
  readonly url: string;
  /** The file name (Content-Disposition, else the URL's last segment). */
  readonly name: string;
  /** Epoch milliseconds. */
  readonly checkedAt: number;
} & (
  | { readonly state: 'checking' }
  | {
      readonly state: 'done';
      readonly verdict: TFileVerdict;
      readonly bottomLine: BottomLine;
      /** Each signature's bottom line, in the order of `verdict.signatures`. */
      readonly signatureBottomLines: readonly BottomLine[];
    }
  /** Not a PDF with e-signatures, damaged, encrypted: the catalogue's code. */
  | { readonly state: 'refused'; readonly code: TErrorCode }
  /**
   * The download failed; `origin` is set when the extension lacks access to it, `fileAccess` when
   * it was a local file the browser does not let the extension read.
   */
  | {
      readonly state: 'fetch-failed';
      readonly reason: string;
      readonly origin?: string;
      readonly fileAccess?: Exclude<TFileAccess, 'allowed'>;
    }
);
