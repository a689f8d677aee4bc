// The crypto engine of @ecsign/core/pdf: the injected-engine contract, the WebCrypto engine with
// SM2/SM3 in plain TypeScript, key formats, and signing through an engine key or an ExternalSigner.
export type {
  CryptoEngine,
  DigestAlgorithm,
  ExternalSigner,
  GeneratedKeyPair,
  KeyPairSpec,
  KeyType,
  NamedCurve,
  PrivateKeyHandle,
  SignatureAlgorithm,
  SignRequest,
} from './types';
export { CryptoEngineError, type CryptoErrorCode } from './crypto-engine-error';
export { createWebCryptoEngine, type WebCryptoEngineOptions } from './create-web-crypto-engine';
export { createNativeCryptoEngine, type NativeCrypto, type NativePrivateKey } from './create-native-crypto-engine';
export { signWith, type Signer } from './sign-with';
export { verifyDigestSignature } from './verify-digest-signature';
export { readAlgorithmIdentifier, type AlgorithmIdentifier } from './algorithm-identifier';
export {
  signatureAlgorithmFromIdentifier,
  type SignatureAlgorithmResolution,
} from './signature-algorithm-from-identifier';
export { encodeDigestAlgorithm, encodeSignatureAlgorithm } from './encode-algorithm-identifier';
export { DIGESTS, digestAlgorithmFromOid } from './digest-algorithms';
export { parsePublicKeyInfo, type PublicKeyInfo } from './parse-public-key-info';
export { parsePrivateKeyInfo, type PrivateKeyInfo } from './parse-private-key-info';
export {
  buildEcPrivateKeyInfo,
  buildEcPublicKeyInfo,
  buildEdPublicKeyInfo,
  buildRsaPublicKeyInfo,
} from './build-key-info';
export { samePublicKey } from './same-public-key';
export { ecdsaDerToRaw, ecdsaRawToDer } from './ecdsa-signature-codec';
export { Sm3, sm3 } from './sm3';
export { SM2_DEFAULT_USER_ID, sm2Digest } from './sm2-digest';
