// What the WebCrypto engine keeps behind an opaque PrivateKeyHandle: the PKCS#8 bytes, the public
// key, the SM2 scalar for the plain-TS path, and CryptoKeys imported per algorithm (WebCrypto
// binds the hash to a key at import, so one PKCS#8 key may become several CryptoKeys).
import { derSequence } from '../asn1/der-encode';
import { derInteger, derNull, derOctetString, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { bytesToBigInt } from './big-integer';
import { buildEcPublicKeyInfo, buildEdPublicKeyInfo, buildRsaPublicKeyInfo } from './build-key-info';
import { CryptoEngineError } from './crypto-engine-error';
import { CURVES } from './ec-curves';
import { decodePoint, encodePoint } from './ec-point-codec';
import { fromBase64Url } from './base64url';
import type { PrivateKeyInfo } from './parse-private-key-info';
import { sm2PublicPoint } from './sm2-public-point';
import { toBufferSource } from './to-buffer-source';
import type { PrivateKeyHandle } from './types';

export interface KeyState {
  readonly info: PrivateKeyInfo;
  /** PKCS#8 as WebCrypto accepts it (id-RSASSA-PSS keys rewrapped as rsaEncryption). */
  readonly pkcs8: Uint8Array;
  readonly sm2?: { readonly d: bigint; readonly point: { x: bigint; y: bigint } };
  readonly imported: Map<string, Promise<CryptoKey>>;
}

/** The CryptoKey for `params`, imported once per parameter set. */
export function importedKey(subtle: SubtleCrypto, state: KeyState, params: Algorithm): Promise<CryptoKey> {
  const cacheKey = JSON.stringify(params);
  let key = state.imported.get(cacheKey);
  if (!key) {
    key = subtle.importKey('pkcs8', toBufferSource(state.pkcs8), params, true, ['sign']);
    state.imported.set(cacheKey, key);
  }
  return key;
}

function defaultParams(info: PrivateKeyInfo): Algorithm {
  if (info.keyType === 'RSA') return { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as RsaHashedImportParams;
  if (info.keyType === 'EC') return { name: 'ECDSA', namedCurve: info.curve } as EcKeyImportParams;
  return { name: info.keyType! };
}

/** Builds the state and the public half of the handle; throws CryptoEngineError for unusable keys. */
export async function createKeyState(
  subtle: SubtleCrypto,
  info: PrivateKeyInfo,
): Promise<{ state: KeyState; handle: PrivateKeyHandle }> {
  const { keyType, curve } = info;
  if (!keyType || (keyType === 'EC' && !curve)) {
    throw new CryptoEngineError('unsupported-algorithm', `private key algorithm ${info.algorithmOid}`);
  }
  let pkcs8 = info.der;
  if (info.algorithmOid === OID.rsassaPss) {
    pkcs8 = derSequence(
      derInteger(0),
      derSequence(derOid(OID.rsaEncryption), derNull()),
      derOctetString(info.privateKey),
    );
  }
  const state: KeyState = { info, pkcs8, imported: new Map() };
  if (curve === 'SM2') {
    const d = bytesToBigInt(info.ec!.d);
    const point = info.ec!.publicPoint ? decodePoint(CURVES.SM2, info.ec!.publicPoint) : sm2PublicPoint(d);
    const publicKey = buildEcPublicKeyInfo('SM2', encodePoint(CURVES.SM2, point.x, point.y));
    return { state: { ...state, sm2: { d, point } }, handle: { keyType, curve, publicKey } };
  }
  let jwk: JsonWebKey;
  try {
    // Importing now rejects a broken key at import time rather than at the first signature.
    jwk = await subtle.exportKey('jwk', await importedKey(subtle, state, defaultParams(info)));
  } catch (error) {
    if (error instanceof CryptoEngineError) throw error;
    // A browser without Ed25519 says NotSupportedError: the key is fine, the platform is not.
    const code = (error as Error).name === 'NotSupportedError' ? 'unsupported-algorithm' : 'invalid-key';
    throw new CryptoEngineError(code, `cannot import ${keyType} key: ${(error as Error).message}`);
  }
  let publicKey: Uint8Array;
  if (keyType === 'RSA') {
    publicKey = buildRsaPublicKeyInfo(fromBase64Url(jwk.n!), fromBase64Url(jwk.e!));
  } else if (keyType === 'EC') {
    const c = CURVES[curve!];
    const point =
      info.ec?.publicPoint ??
      encodePoint(c, bytesToBigInt(fromBase64Url(jwk.x!)), bytesToBigInt(fromBase64Url(jwk.y!)));
    publicKey = buildEcPublicKeyInfo(curve!, point);
  } else {
    publicKey = buildEdPublicKeyInfo(keyType, fromBase64Url(jwk.x!));
  }
  return { state, handle: { keyType, curve, publicKey } };
}
