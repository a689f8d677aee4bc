// A PDF name object (/Type). Names are byte sequences, not text: the value keeps one character per
// byte (latin1) so that every name, including #xx-escaped binary ones, reads and writes back unchanged.

export class PdfName {
  constructor(readonly value: string) {}

  toString(): string {
    return `/${this.value}`;
  }
}
