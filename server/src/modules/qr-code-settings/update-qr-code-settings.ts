// POST bc/assemble/qrcode/update: stores the QR code settings. The schema bounds the size and the
// level; a base URL is refused with QR_CODE_INVALID when the link it makes would not fit a QR code
// of that level that phones still read at the printed size (more than 300 characters).
import { AppError } from '@ecsign/core/errors';
import type { ZQrCodeSettingsUpdate } from '@ecsign/core/model';
import type { z } from 'zod';
import type { AppContext } from '../../context';

/** A verify link of this length still makes a version ≤ 10 code at level H. */
const MAX_LINK_LENGTH = 150;

export async function updateQrCodeSettings(
  context: AppContext,
  change: z.output<typeof ZQrCodeSettingsUpdate>,
): Promise<void> {
  const example = `${change.verifyBaseUrl ?? ''}/verify?code=ABCDEFGHJKLM`;
  if (example.length > MAX_LINK_LENGTH) {
    throw new AppError('QR_CODE_INVALID', { internal: `verify link of ${example.length} characters` });
  }
  await context.database.query(
    `INSERT INTO qr_code_settings (id, verify_base_url, size, error_correction_level, updated_at)
     VALUES ('default', $1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET verify_base_url = EXCLUDED.verify_base_url, size = EXCLUDED.size,
       error_correction_level = EXCLUDED.error_correction_level, updated_at = EXCLUDED.updated_at`,
    [change.verifyBaseUrl, change.size, change.errorCorrectionLevel, context.now()],
  );
}
