// X.509 for @ecsign/core/pdf: certificates of every key type parsed, verified and built (the
// platform CA issues with buildCertificate), names, PEM, and PKCS#12 identities for the CLI.
export type { Certificate, CertificateExtensions, Extension, KeyUsage } from './certificate';
export { nameAttribute, type DistinguishedName, type NameAttribute } from './distinguished-name';
export type { GeneralName } from './general-name';
export { parseCertificate } from './parse-certificate';
export { parseName } from './parse-name';
export { namesEqual } from './names-equal';
export { verifyCertificateSignature, type SignatureCheck, type SignedObject } from './verify-certificate-signature';
export { certificateFingerprint } from './certificate-fingerprint';
export { buildCertificate, type BuildCertificateOptions } from './build-certificate';
export { buildName, type NameInput } from './build-name';
export type { ExtensionOptions } from './build-extensions';
export { decodePem, encodePem, fromBase64, toBase64 } from './pem';
export { parsePkcs12, type Pkcs12Bag, type Pkcs12Contents } from './parse-pkcs12';
export { openPkcs12Identity, type Pkcs12Identity } from './open-pkcs12-identity';
export { Pkcs12Error, type Pkcs12ErrorCode } from './pkcs12-error';
export { proveKeyPossession } from './prove-key-possession';
