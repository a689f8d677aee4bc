// The QR code settings the certificate of completion is drawn with: the verification link's base
// (the staff's, else PUBLIC_URL, else this server's local address), the printed size and the error
// correction level. Defaults when the row is missing (a database restored from before 0016).
import {
  QR_DEFAULTS,
  type TPortalQrSettings,
  type TQrCodeSettings,
  type TQrErrorCorrectionLevel,
} from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { publicBaseUrl } from '../../http/public-base-url';

export interface TQrDrawing {
  verifyUrl(code: string): string;
  size: number;
  errorCorrectionLevel: TQrErrorCorrectionLevel;
}

interface Row {
  verify_base_url: string | null;
  size: number;
  error_correction_level: TQrErrorCorrectionLevel;
  updated_at: Date | null;
}

async function row(context: AppContext): Promise<Row> {
  const [found] = await context.database.query<Row>(
    "SELECT verify_base_url, size, error_correction_level, updated_at FROM qr_code_settings WHERE id = 'default'",
  );
  return (
    found ?? {
      verify_base_url: null,
      size: QR_DEFAULTS.size,
      error_correction_level: QR_DEFAULTS.errorCorrectionLevel,
      updated_at: null,
    }
  );
}

export async function qrDrawing(context: AppContext): Promise<TQrDrawing> {
  const settings = await row(context);
  const base = settings.verify_base_url ?? publicBaseUrl(context.config);
  return Object.freeze({
    verifyUrl: (code: string) => `${base}/verify?code=${encodeURIComponent(code)}`,
    size: settings.size,
    errorCorrectionLevel: settings.error_correction_level,
  });
}

export async function qrCodeSettings(context: AppContext): Promise<TQrCodeSettings> {
  const settings = await row(context);
  return Object.freeze({
    verifyBaseUrl: settings.verify_base_url,
    exampleUrl: `${settings.verify_base_url ?? publicBaseUrl(context.config)}/verify?code=ABC123`,
    size: settings.size,
    errorCorrectionLevel: settings.error_correction_level,
    updatedAt: settings.updated_at ? new Date(settings.updated_at).toISOString() : null,
  });
}

/**
 * What the portal draws its own QR codes with. The base URL is only the staff's (no PUBLIC_URL
 * fallback): without one the portal links to the address it is itself reached at, which is right
 * for whoever is looking at it.
 */
export async function portalQrSettings(context: AppContext): Promise<TPortalQrSettings> {
  const settings = await row(context);
  return Object.freeze({
    baseUrl: settings.verify_base_url,
    size: settings.size,
    errorCorrectionLevel: settings.error_correction_level,
  });
}
