// The QR code of a phone-drawing link (/contract/signedManager/personalSignatureTpl?token=…) as
// SVG path data of its dark modules, for the portal to draw at any size. The qrcode library is
// loaded on demand so that the many users of core/model that never show a QR code (the server,
// the extension) do not carry it.

import type { create as TCreateQr } from 'qrcode';

export interface TQrPath {
  /** Modules per side, without the quiet zone. */
  size: number;
  /** One `M x y h1 v1 h-1 z` square per dark module, in module units. */
  path: string;
}

export async function qrCodePath(text: string): Promise<TQrPath> {
  // A CommonJS module: bundlers hand its exports over as named exports or only as `default`.
  const loaded = (await import('qrcode')) as { create?: typeof TCreateQr; default?: { create: typeof TCreateQr } };
  const create = loaded.create ?? loaded.default!.create;
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}
