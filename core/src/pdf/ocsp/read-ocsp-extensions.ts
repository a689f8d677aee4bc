// Extensions as OCSP carries them ([n] EXPLICIT SEQUENCE OF Extension), read into OID → extnValue
// so the request and response parsers can pick the nonce out.
import type { DerNode } from '../asn1/der-node';
import { childAt, explicitInner, expectTag } from '../asn1/der-navigation';
import { readOctetString } from '../asn1/read-bytes';
import { readOid } from '../asn1/read-oid';
import { TAG } from '../asn1/tags';

/** OID → extnValue contents of an [n] EXPLICIT Extensions node (empty map when absent). */
export function readOcspExtensions(tagged: DerNode | undefined): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  if (!tagged) return out;
  const list = expectTag(explicitInner(tagged, 'Extensions'), TAG.SEQUENCE, 'Extensions');
  for (const ext of list.children) {
    expectTag(ext, TAG.SEQUENCE, 'Extension');
    out.set(readOid(childAt(ext, 0, TAG.OID, 'Extension')), readOctetString(childAt(ext, ext.children.length - 1)));
  }
  return out;
}
