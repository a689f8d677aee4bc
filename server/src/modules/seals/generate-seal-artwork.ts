// The drawing of a generated seal from what its row keeps (kind, text, style), so a generated
// seal can always be drawn again — the demo data stores no images and draws them on first use.
import { AppError } from '@ecsign/core/errors';
import type { TSealKind, TSignatureStyle } from '@ecsign/core/model';
import { drawNameSignature } from './image/draw-name-signature';
import { drawRoundSeal } from './image/draw-round-seal';
import { drawSquareSeal } from './image/draw-square-seal';
import type { SealArtwork } from './image/seal-artwork';

/** The text along the bottom of each round seal kind; the official seal has none. */
export const ROUND_SEAL_BOTTOM = {
  OFFICIAL: '',
  CONTRACT: '合同专用章',
  HR: '人事专用章',
  FINANCE: '财务专用章',
} as const satisfies Partial<Record<TSealKind, string>>;

export function generateSealArtwork(seal: {
  kind: TSealKind;
  sealText: string | null;
  style: TSignatureStyle | null;
}): SealArtwork {
  const text = seal.sealText?.trim();
  if (!text) throw new AppError('SEAL_GENERATE_FAILED', { internal: 'generated seal without text' });
  switch (seal.kind) {
    case 'SIGNATURE':
    case 'PERSONAL_SEAL':
      return drawNameSignature(text, seal.style ?? 'REGULAR');
    case 'LEGAL_REPRESENTATIVE':
      return drawSquareSeal(text);
    default:
      return drawRoundSeal({ name: text, bottom: ROUND_SEAL_BOTTOM[seal.kind] });
  }
}
