// Domain parameters of the prime curves the PDF signatures use. WebCrypto does P-256/384/521
// itself; the parameters are here for SM2 (no platform has it) and for verifying ECDSA over a
// precomputed digest (CMS without signed attributes).
import type { NamedCurve } from './types';
import { OID } from '../asn1/oids';

export interface CurveParameters {
  readonly name: NamedCurve;
  readonly oid: string;
  readonly p: bigint;
  readonly a: bigint;
  readonly b: bigint;
  readonly n: bigint;
  readonly gx: bigint;
  readonly gy: bigint;
  /** Octets of a field element or scalar. */
  readonly size: number;
}

const P256_P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const P384_P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffffn;
const P521_P = (1n << 521n) - 1n;
const SM2_P = 0xfffffffeffffffffffffffffffffffffffffffff00000000ffffffffffffffffn;

export const CURVES: Readonly<Record<NamedCurve, CurveParameters>> = {
  'P-256': {
    name: 'P-256',
    oid: OID.prime256v1,
    p: P256_P,
    a: P256_P - 3n,
    b: 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn,
    n: 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n,
    gx: 0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296n,
    gy: 0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5n,
    size: 32,
  },
  'P-384': {
    name: 'P-384',
    oid: OID.secp384r1,
    p: P384_P,
    a: P384_P - 3n,
    b: 0xb3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aefn,
    n: 0xffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973n,
    gx: 0xaa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7n,
    gy: 0x3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5fn,
    size: 48,
  },
  'P-521': {
    name: 'P-521',
    oid: OID.secp521r1,
    p: P521_P,
    a: P521_P - 3n,
    b: 0x0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00n,
    n: 0x01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409n,
    gx: 0x00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66n,
    gy: 0x011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650n,
    size: 66,
  },
  SM2: {
    name: 'SM2',
    oid: OID.sm2Curve,
    p: SM2_P,
    a: SM2_P - 3n,
    b: 0x28e9fa9e9d9f5e344d5a9e4bcf6509a7f39789f515ab8f92ddbcbd414d940e93n,
    n: 0xfffffffeffffffffffffffffffffffff7203df6b21c6052b53bbf40939d54123n,
    gx: 0x32c4ae2c1f1981195f9904466a39c9948fe30bbff2660be1715a4589334c74c7n,
    gy: 0xbc3736a2f4f6779c59bdcee36b692153d0a9877cc62a474002df32e52139f0a0n,
    size: 32,
  },
};

/** The curve named by an OID in SPKI/PKCS#8 parameters, if this package knows it. */
export function curveFromOid(oid: string): CurveParameters | undefined {
  return Object.values(CURVES).find((c) => c.oid === oid);
}
