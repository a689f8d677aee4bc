// @ecsign/core/pdf: PDF reading and writing (see README.md), and the signature engine and
// validator built on it.
export * from './parse';
export * from './write';
export * from './asn1';
export * from './crypto';
export * from './x509';
export * from './cms';
