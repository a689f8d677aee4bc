// Typed failures of the crypto layer. Validators catch them and report the code as a problem;
// signing code maps them to the error catalogue (unsupported algorithm, wrong key).

export type CryptoErrorCode =
  'unsupported-algorithm' | 'weak-algorithm' | 'invalid-key' | 'key-mismatch' | 'foreign-key-handle' | 'signing-failed';

export class CryptoEngineError extends Error {
  constructor(
    readonly code: CryptoErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'CryptoEngineError';
  }
}
