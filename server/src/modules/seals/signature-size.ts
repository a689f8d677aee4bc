// The printed size of a drawn or uploaded signature or seal, whose pixels carry no physical size:
// signatures are set 15 mm high (at most 60 mm wide), round seals 42 mm and name seals 20 mm wide.
import type { TSealKind } from '@ecsign/core/model';

export function uploadedSealSize(kind: TSealKind, widthPx: number, heightPx: number) {
  const aspect = widthPx / heightPx;
  const round = (mm: number) => Math.round(mm * 100) / 100;
  if (kind === 'SIGNATURE') {
    const widthMm = Math.min(60, 15 * aspect);
    return { widthMm: round(widthMm), heightMm: round(widthMm / aspect) };
  }
  const widthMm = kind === 'LEGAL_REPRESENTATIVE' || kind === 'PERSONAL_SEAL' ? 20 : 42;
  return { widthMm, heightMm: round(widthMm / aspect) };
}
