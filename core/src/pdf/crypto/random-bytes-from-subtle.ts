// Random bytes when only SubtleCrypto was injected: a freshly generated, extractable AES-256 key
// is 32 bytes straight from the platform's CSPRNG. Callers that have getRandomValues pass it to
// the engine instead, which is cheaper.
import { concatBytes } from '../asn1/concat-bytes';

/** `length` random bytes drawn through `subtle`. */
export async function randomBytesFromSubtle(subtle: SubtleCrypto, length: number): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for (let got = 0; got < length; got += 32) {
    const key = await subtle.generateKey({ name: 'AES-CBC', length: 256 }, true, ['encrypt']);
    parts.push(new Uint8Array(await subtle.exportKey('raw', key)));
  }
  return concatBytes(parts).slice(0, length);
}
