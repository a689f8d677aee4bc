// QR code configuration (catalogue group 624): where the QR code on the certificate of
// completion points (the verification page's base URL), how large it is printed and its error
// correction level. Platform staff change them; the certificate builder reads them.
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const QR_ERROR_CORRECTION_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export const ZQrErrorCorrectionLevel = z.enum(QR_ERROR_CORRECTION_LEVELS);
export type TQrErrorCorrectionLevel = z.infer<typeof ZQrErrorCorrectionLevel>;

/** Printed size on the certificate, in PDF points (72 = one inch); below 48 phones struggle to read it. */
export const QR_SIZE_RANGE = { min: 48, max: 200 } as const;
export const QR_DEFAULTS = { size: 96, errorCorrectionLevel: 'M' } as const;

export const ZQrCodeSettings = z.object({
  /** The verification page's base URL (…/verify?code= is appended); null = the server's PUBLIC_URL. */
  verifyBaseUrl: z.string().nullable(),
  /** What the certificate's QR code links to with this configuration (for code ABC123). */
  exampleUrl: z.string(),
  size: z.number().int(),
  errorCorrectionLevel: ZQrErrorCorrectionLevel,
  updatedAt: z.string().nullable(),
});
export type TQrCodeSettings = z.infer<typeof ZQrCodeSettings>;

/** POST bc/assemble/qrcode/update. An empty base URL goes back to PUBLIC_URL. */
export const ZQrCodeSettingsUpdate = z.object({
  verifyBaseUrl: safeText({ max: 200 })
    .regex(/^(|https?:\/\/[^\s/?#]+(\/[^\s?#]*)?)$/, 'an http(s) URL without query or fragment')
    .transform((url) => url.replace(/\/+$/, '') || null)
    .nullable()
    .default(null),
  size: z.number().int().min(QR_SIZE_RANGE.min).max(QR_SIZE_RANGE.max),
  errorCorrectionLevel: ZQrErrorCorrectionLevel,
});
export type TQrCodeSettingsUpdate = z.input<typeof ZQrCodeSettingsUpdate>;

/**
 * GET bc/assemble/qrcode/portal (any signed-in caller): what the portal draws its own QR codes
 * with (the contract summary's link to /verify, "continue signing on a phone"). `baseUrl` is the
 * staff's base URL, null when unset: the portal then links to its own address.
 */
export const ZPortalQrSettings = z.object({
  baseUrl: z.string().nullable(),
  size: z.number().int(),
  errorCorrectionLevel: ZQrErrorCorrectionLevel,
});
export type TPortalQrSettings = z.infer<typeof ZPortalQrSettings>;
