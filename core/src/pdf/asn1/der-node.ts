// A parsed DER/BER element that keeps its place in the source bytes, so that signed structures
// (TBSCertificate, signed attributes, TSTInfo) can be verified over their exact original bytes
// instead of a re-encoding that might differ from what was signed.

export interface DerNode {
  /** 0 universal, 1 application, 2 context-specific, 3 private. */
  readonly tagClass: 0 | 1 | 2 | 3;
  readonly constructed: boolean;
  readonly tagNumber: number;
  /** The first identifier octet (enough to compare for tag numbers < 31). */
  readonly tag: number;
  /** The whole element: identifier, length and content (and end-of-contents when indefinite). */
  readonly der: Uint8Array;
  /** The content octets only. */
  readonly content: Uint8Array;
  /** Children of a constructed element, in order; empty for a primitive one. */
  readonly children: readonly DerNode[];
}
