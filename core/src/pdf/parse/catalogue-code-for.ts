// Which catalogue code a reader failure becomes, so the signing engine, the validator, the CLI and
// the server all tell the person the same thing (spec items E-743000xx signing SDK, E-746000xx PDF).
import type { TErrorCode } from '../../errors/catalogue';
import type { PdfParseErrorCode } from './pdf-parse-error';

const CODES = {
  EMPTY: 'PDF_ZERO_SIZE',
  NOT_A_PDF: 'NOT_A_PDF',
  DAMAGED: 'PDF_DAMAGED',
  ENCRYPTED_NEEDS_PASSWORD: 'PDF_PASSWORD_PROTECTED',
  WRONG_PASSWORD: 'PDF_PASSWORD_PROTECTED',
  // A handler we cannot open is, for the person, a password-protected file.
  UNSUPPORTED_ENCRYPTION: 'PDF_PASSWORD_PROTECTED',
  TOO_COMPLEX: 'PDF_TOO_COMPLEX',
} as const satisfies Record<PdfParseErrorCode, TErrorCode>;

export function catalogueCodeFor(code: PdfParseErrorCode): TErrorCode {
  return CODES[code];
}
