// Why a PKCS#12 file could not be opened; the CLI maps 'wrong-password' to the wrong-PIN message.

export type Pkcs12ErrorCode = 'wrong-password' | 'malformed' | 'unsupported';

export class Pkcs12Error extends Error {
  constructor(
    readonly code: Pkcs12ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'Pkcs12Error';
  }
}
