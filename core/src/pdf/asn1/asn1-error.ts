// The one error the DER layer throws: callers above (x509, cms) catch it and turn it into a
// problem code, because a signature whose bytes do not parse is a verdict, not a crash.

/** Raised when bytes are not the ASN.1 structure expected; `code` is stable, `message` is for logs. */
export class Asn1Error extends Error {
  readonly code = 'asn1-malformed';
  constructor(message: string) {
    super(message);
    this.name = 'Asn1Error';
  }
}
