// AlgorithmIdentifier DER for what this package writes: the signature algorithm of certificates
// and signer infos, and digest algorithms (absent parameters, RFC 5754; NULL only inside PSS
// parameters, where OpenSSL and most verifiers expect it).
import { derSequence, derExplicit } from '../asn1/der-encode';
import { derInteger, derNull, derOid } from '../asn1/der-encode-values';
import { OID } from '../asn1/oids';
import { DIGESTS } from './digest-algorithms';
import { CryptoEngineError } from './crypto-engine-error';
import type { DigestAlgorithm, SignatureAlgorithm } from './types';

const RSA_OIDS: Partial<Record<DigestAlgorithm, string>> = {
  'SHA-1': OID.sha1WithRSAEncryption,
  'SHA-256': OID.sha256WithRSAEncryption,
  'SHA-384': OID.sha384WithRSAEncryption,
  'SHA-512': OID.sha512WithRSAEncryption,
};
const ECDSA_OIDS: Partial<Record<DigestAlgorithm, string>> = {
  'SHA-1': OID.ecdsaWithSha1,
  'SHA-256': OID.ecdsaWithSha256,
  'SHA-384': OID.ecdsaWithSha384,
  'SHA-512': OID.ecdsaWithSha512,
};

/** Digest AlgorithmIdentifier with absent parameters. */
export function encodeDigestAlgorithm(algorithm: DigestAlgorithm): Uint8Array {
  return derSequence(derOid(DIGESTS[algorithm].oid));
}

/** Signature AlgorithmIdentifier for certificates, CRLs and signer infos. */
export function encodeSignatureAlgorithm(algorithm: SignatureAlgorithm): Uint8Array {
  switch (algorithm.name) {
    case 'RSASSA-PKCS1-v1_5': {
      const oid = RSA_OIDS[algorithm.hash];
      if (!oid) break;
      return derSequence(derOid(oid), derNull());
    }
    case 'ECDSA': {
      const oid = ECDSA_OIDS[algorithm.hash];
      if (!oid) break;
      return derSequence(derOid(oid));
    }
    case 'RSA-PSS': {
      const hashId = derSequence(derOid(DIGESTS[algorithm.hash].oid), derNull());
      const mgfHash = algorithm.mgfHash ?? algorithm.hash;
      const mgf = derSequence(derOid(OID.mgf1), derSequence(derOid(DIGESTS[mgfHash].oid), derNull()));
      const params = derSequence(
        derExplicit(0, hashId),
        derExplicit(1, mgf),
        derExplicit(2, derInteger(algorithm.saltLength)),
      );
      return derSequence(derOid(OID.rsassaPss), params);
    }
    case 'SM2':
      return derSequence(derOid(OID.sm2WithSm3));
    case 'Ed25519':
      return derSequence(derOid(OID.ed25519));
    case 'Ed448':
      return derSequence(derOid(OID.ed448));
  }
  throw new CryptoEngineError('unsupported-algorithm', `cannot encode ${JSON.stringify(algorithm)}`);
}
