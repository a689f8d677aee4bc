// AlgorithmIdentifier as read from certificates and CMS: the OID plus the raw DER of the
// parameters, kept raw because only a few algorithms (RSA-PSS, EC keys) need them decoded.
import type { DerNode } from '../asn1/der-node';
import { childAt, expectTag } from '../asn1/der-navigation';
import { readOid } from '../asn1/read-oid';
import { oidName } from '../asn1/oids';
import { TAG } from '../asn1/tags';

export interface AlgorithmIdentifier {
  readonly oid: string;
  /** The table's name for the OID, for messages and reports. */
  readonly name?: string;
  /** DER of the parameters; absent when the encoding omits them. */
  readonly parameters?: Uint8Array;
}

/** Reads an AlgorithmIdentifier SEQUENCE. */
export function readAlgorithmIdentifier(node: DerNode): AlgorithmIdentifier {
  expectTag(node, TAG.SEQUENCE, 'AlgorithmIdentifier');
  const oid = readOid(childAt(node, 0, undefined, 'AlgorithmIdentifier'));
  const params = node.children[1];
  return Object.freeze({ oid, name: oidName(oid), parameters: params?.der });
}
