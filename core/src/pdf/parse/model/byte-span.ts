// Where a value sits in the file. Validators compare these spans with a signature's /ByteRange,
// so they are absolute offsets into the bytes given to openPdf, end exclusive.

/** A half-open byte range [start, end) of the file. */
export interface ByteSpan {
  readonly start: number;
  readonly end: number;
}
