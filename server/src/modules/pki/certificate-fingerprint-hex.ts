// SHA-256 of a certificate's DER in lower-case hex: how the PKI tables name an issuer.
import { createHash } from 'node:crypto';

export function certificateFingerprintHex(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex');
}
