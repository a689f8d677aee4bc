// An indirect reference "12 0 R": the object number and generation of an object in the xref.

export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number = 0,
  ) {}

  /** "12 0": a stable map key for the referenced object. */
  get key(): string {
    return `${this.num} ${this.gen}`;
  }

  equals(other: PdfRef | undefined): boolean {
    return other !== undefined && other.num === this.num && other.gen === this.gen;
  }

  toString(): string {
    return `${this.num} ${this.gen} R`;
  }
}
