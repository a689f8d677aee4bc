// The drawings of generated seals and signatures, in millimetres: what render-seal-image turns
// into SVG and PNG.
import type { VectorPath } from './vector-path';

export interface SealArtwork {
  widthMm: number;
  heightMm: number;
  /** Filled separately (non-zero each) and laid over one another. */
  paths: VectorPath[];
  colour: readonly [number, number, number];
}

/** The red of seal ink. */
export const SEAL_RED = [230, 0, 18] as const;
/** Signatures are written in near-black ink. */
export const SIGNATURE_INK = [20, 20, 28] as const;
