// A box drawn over a page of the pages viewer: a signature or seal position, a keyword hit, or a
// signatory's place to sign, in PDF points.
import type { TPdfRect } from './pdf-geometry';

export interface TOverlayBox {
  id: string;
  /** 1-based page number. */
  page: number;
  rect: TPdfRect;
  /** Shown inside the box, already in the user's language. */
  label: string;
  /** A Mantine colour name (default blue). */
  color?: string;
  /** Can be dragged, resized, and deleted when selected. */
  editable?: boolean;
}
