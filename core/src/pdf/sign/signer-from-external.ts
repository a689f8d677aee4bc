// A signer whose private key never enters this process (HSM, KMS, remote signing service): the
// ExternalSigner receives each SignRequest — the signed attributes and their digest — and
// returns the signature. The chain is the device's certificate and its issuers, as DER.
import type { CryptoEngine, ExternalSigner, SignatureAlgorithm } from '../crypto/types';
import type { PdfSigner } from './types';

export interface ExternalSignerOptions {
  /** Computes digests (the document's, the attributes'); the key operation stays outside. */
  readonly engine: CryptoEngine;
  /** DER certificates, the signer's first. */
  readonly certificateChain: readonly Uint8Array[];
  readonly algorithm?: SignatureAlgorithm;
}

export function signerFromExternal(external: ExternalSigner, options: ExternalSignerOptions): PdfSigner {
  return Object.freeze({
    engine: options.engine,
    key: external,
    certificateChain: Object.freeze([...options.certificateChain]),
    algorithm: options.algorithm,
  });
}
