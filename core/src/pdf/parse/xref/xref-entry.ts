// One cross-reference entry (ISO 32000-1 7.5.4 and 7.5.8.3), as written in the file.

export type XrefEntry =
  | { readonly type: 'free'; readonly gen: number }
  /** An object at a byte offset of the file ("n" entry, or type 1 in an xref stream). */
  | { readonly type: 'offset'; readonly offset: number; readonly gen: number }
  /** An object inside an object stream (type 2): the stream's object number and the index in it. */
  | { readonly type: 'compressed'; readonly stream: number; readonly index: number };
