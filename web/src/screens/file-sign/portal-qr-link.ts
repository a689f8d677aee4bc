// What the portal's own QR codes encode and how large they are drawn, from the staff's QR code
// settings (GET bc/assemble/qrcode/portal). Pure, so the rule is tested without a screen.
import { QR_DEFAULTS, type TPortalQrSettings } from '@ecsign/core/model';

/** Used while the settings cannot be read: the page's own address, the certificate's defaults. */
export const PORTAL_QR_FALLBACK: TPortalQrSettings = Object.freeze({
  baseUrl: null,
  size: QR_DEFAULTS.size,
  errorCorrectionLevel: QR_DEFAULTS.errorCorrectionLevel,
});

/**
 * The link for a page of the portal: `path` (path, query and hash, starting with /) after the
 * configured base URL, or after `origin` (the address the page is reached at) when none is set.
 */
export function portalQrLink(baseUrl: string | null, path: string, origin: string): string {
  const base = (baseUrl ?? origin).replace(/\/+$/, '');
  return `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The settings' size is in PDF points (printed on the certificate); on screen 1 pt = 4/3 CSS px. */
export function qrPixels(sizePoints: number): number {
  return Math.round((sizePoints * 4) / 3);
}
