// The SignedData's `certificates [0] IMPLICIT SET` for a signer and its issuers. A server or a batch
// signs thousands of documents with one chain, and the set's DER (every certificate copied and the
// set sorted) is the same each time: it is built once per signer certificate and reused while the
// issuers given with it are the same certificate objects (resolveSigner parses each DER buffer once,
// so an unchanged chain gives the same objects).
import { derSet } from '../asn1/der-encode';
import type { Certificate } from '../x509/certificate';

interface BuiltSet {
  readonly others: readonly Certificate[];
  readonly der: Uint8Array;
}

const builtSets = new WeakMap<Certificate, BuiltSet>();

function sameCertificates(a: readonly Certificate[], b: readonly Certificate[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The DER of `[0] SET OF Certificate` holding `signer` and `others`, each certificate once. */
export function certificateSet(signer: Certificate, others: readonly Certificate[]): Uint8Array {
  const built = builtSets.get(signer);
  if (built && sameCertificates(built.others, others)) return built.der;
  const byIdentity = new Map<string, Uint8Array>();
  for (const c of [signer, ...others]) byIdentity.set(`${c.serialHex}/${c.issuer.text}`, c.der);
  const der = derSet([...byIdentity.values()], 0xa0);
  builtSets.set(signer, { others: [...others], der });
  return der;
}
