// The modules of a QR code for a text (the verification link on the certificate of completion, the
// "continue on the phone" link of the signing page): a square of dark/light cells that the server
// draws as vector squares in a PDF and the portal as an SVG. Error correction M unless the platform's
// QR code settings (qr-code-settings.ts) ask for another level.
import QRCode from 'qrcode';

export interface QrMatrix {
  size: number;
  /** Row-major, `size * size` entries, true = dark. */
  dark: boolean[];
}

export function qrMatrix(text: string, options: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H' } = {}): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: options.errorCorrectionLevel ?? 'M' });
  return { size: modules.size, dark: Array.from(modules.data, (cell) => cell === 1) };
}
