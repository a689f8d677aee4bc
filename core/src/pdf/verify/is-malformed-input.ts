// Errors that mean "this structure in the file is broken", as opposed to a bug: the validator turns
// them into problems of the signature they belong to instead of failing the whole file.
import { Asn1Error } from '../asn1/asn1-error';
import { CryptoEngineError } from '../crypto/crypto-engine-error';

export function isMalformedInput(error: unknown): boolean {
  return error instanceof Asn1Error || error instanceof CryptoEngineError;
}
