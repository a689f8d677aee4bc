// The crypto engine contract of @ecsign/core/pdf. Everything above this layer (certificates, CMS,
// time-stamps, signing, validation) reaches keys and primitives only through it, so the server
// can pass Node's native WebCrypto, a browser its own, and an HSM/KMS can sign through
// ExternalSigner without the private key ever entering this process.

/** SHAKE256 is RFC 8419's id-shake256 (64-byte output), the digest Ed448 signatures use in CMS. */
export type DigestAlgorithm = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512' | 'SM3' | 'SHAKE256';
export type NamedCurve = 'P-256' | 'P-384' | 'P-521' | 'SM2';
export type KeyType = 'RSA' | 'EC' | 'Ed25519' | 'Ed448';

/** A signature scheme with every parameter needed to sign or verify. */
export type SignatureAlgorithm =
  | { readonly name: 'RSASSA-PKCS1-v1_5'; readonly hash: DigestAlgorithm }
  | {
      readonly name: 'RSA-PSS';
      readonly hash: DigestAlgorithm;
      readonly saltLength: number;
      /** MGF1's hash when it differs from `hash` (rare; only the plain-TS verifier accepts it). */
      readonly mgfHash?: DigestAlgorithm;
    }
  | { readonly name: 'ECDSA'; readonly hash: DigestAlgorithm }
  /** SM2 with SM3 over Z || M; `userId` defaults to "1234567812345678" (GB/T 35276). */
  | { readonly name: 'SM2'; readonly hash: 'SM3'; readonly userId?: Uint8Array }
  | { readonly name: 'Ed25519' }
  | { readonly name: 'Ed448' };

/** An imported private key. Opaque: only the engine that made it can use it. */
export interface PrivateKeyHandle {
  readonly keyType: KeyType;
  readonly curve?: NamedCurve;
  /** The matching public key as SubjectPublicKeyInfo DER. */
  readonly publicKey: Uint8Array;
}

export type KeyPairSpec =
  | { readonly type: 'RSA'; readonly modulusLength: number }
  | { readonly type: 'EC'; readonly curve: NamedCurve }
  | { readonly type: 'Ed25519' };

export interface GeneratedKeyPair {
  readonly privateKey: PrivateKeyHandle;
  /** PKCS#8 PrivateKeyInfo DER, for keystores and PKCS#12 files. */
  readonly pkcs8: Uint8Array;
  /** SubjectPublicKeyInfo DER, for certificates. */
  readonly spki: Uint8Array;
}

/** What an external signer (HSM, KMS, remote service) receives. */
export interface SignRequest {
  readonly algorithm: SignatureAlgorithm;
  /** The bytes to be signed (signed attributes, TBSCertificate …). */
  readonly data: Uint8Array;
  /**
   * What a hash-then-sign device signs: H(data), or for SM2 SM3(Z || data) with Z from the
   * signer's public key. Absent for Ed25519/Ed448, which sign the data itself.
   */
  readonly digest?: Uint8Array;
}

/**
 * A private-key operation outside the engine. Returns the signature in the encoding X.509 and CMS
 * carry: PKCS#1 / PSS octets for RSA, DER SEQUENCE { r, s } for ECDSA and SM2, raw for EdDSA.
 */
export type ExternalSigner = (request: SignRequest) => Promise<Uint8Array>;

export interface CryptoEngine {
  /** Hash of the concatenation of `data` (one array or several, e.g. a PDF's byte ranges). */
  digest(algorithm: DigestAlgorithm, data: Uint8Array | readonly Uint8Array[]): Promise<Uint8Array>;
  /**
   * Hash of data read in chunks, each valid only until the next is taken (a file hashed from disk
   * through one buffer); undefined when this engine cannot hash `algorithm` incrementally.
   */
  digestChunks?(algorithm: DigestAlgorithm, chunks: Iterable<Uint8Array>): Promise<Uint8Array> | undefined;
  /** Imports PKCS#8 PrivateKeyInfo DER; `algorithm` is a hint, the key can sign with any that fits. */
  importPrivateKey(pkcs8: Uint8Array, algorithm?: SignatureAlgorithm): Promise<PrivateKeyHandle>;
  /** Signs `data`; the result is encoded as in SignRequest's note (DER r,s for ECDSA and SM2). */
  sign(key: PrivateKeyHandle, algorithm: SignatureAlgorithm, data: Uint8Array): Promise<Uint8Array>;
  /** False for a wrong signature; throws CryptoEngineError('unsupported-algorithm') when it cannot tell. */
  verify(spki: Uint8Array, algorithm: SignatureAlgorithm, data: Uint8Array, signature: Uint8Array): Promise<boolean>;
  /** Fresh key pair, for tests and the platform PKI. */
  generateKeyPair?(spec: KeyPairSpec): Promise<GeneratedKeyPair>;
  /** Cryptographically strong random bytes (serial numbers, nonces). */
  randomBytes(length: number): Promise<Uint8Array>;
}
