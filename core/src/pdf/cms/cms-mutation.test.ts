/// <reference types="node" />
// Robustness of the CMS layer on corrupted signatures (the validator's fuzzing starts
// here): parsing throws nothing but Asn1Error, verification never throws on what parsed, and a
// flipped bit inside the signed attributes or the signature value is never reported intact.
import { fileURLToPath } from 'node:url';
import { getRandomValues } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Asn1Error } from '../asn1/asn1-error';
import { parseDer } from '../asn1/parse-der';
import { createWebCryptoEngine } from '../crypto/create-web-crypto-engine';
import type { DigestAlgorithm } from '../crypto/types';
import { parseSignedData } from './parse-signed-data';
import { verifySignerInfo } from './verify-signer-info';

const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });
const CORPUS = fileURLToPath(new URL('../../../../tests/fixtures/pdf-signatures/', import.meta.url));

function firstSignature(name: string) {
  const file = new Uint8Array(readFileSync(CORPUS + name));
  const text = Buffer.from(file).toString('latin1');
  const m = /\/Contents\s*<([0-9A-Fa-f\s]+)>/.exec(text)!;
  const br = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!.slice(1).map(Number);
  const der = parseSignedData(new Uint8Array(Buffer.from(m[1]!.replace(/\s/g, ''), 'hex'))).der;
  const digest = (alg: DigestAlgorithm) =>
    engine.digest(alg, [file.subarray(br[0], br[0]! + br[1]!), file.subarray(br[2], br[2]! + br[3]!)]);
  return { der, digest };
}

function indexOf(haystack: Uint8Array, needle: Uint8Array): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

describe.each([
  'signpdf__signed-once.pdf',
  'pyhanko__minimal-signed-twice-no-sig-type.pdf',
  'synthetic__sm2-sm3-valid.pdf',
])('mutated %s', (name) => {
  const { der, digest } = firstSignature(name);
  const si = parseSignedData(der).signerInfos[0]!;
  // The signed attributes' content and the signature value, located in the original bytes.
  const attrsContent = parseDer(si.signedAttributesDer!).content;
  const signedRegions = [
    [indexOf(der, attrsContent), attrsContent.length],
    [indexOf(der, si.signature), si.signature.length],
  ] as const;

  it('starts intact', async () => {
    expect((await verifySignerInfo(parseSignedData(der), engine, digest)).intact).toBe(true);
    for (const [start] of signedRegions) expect(start).toBeGreaterThan(0);
  });

  it('never throws anything but Asn1Error, and never calls a signed-region flip intact', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(der.length - 1), fc.integer({ min: 1, max: 255 }), async (at, xor) => {
        const mutated = der.slice();
        mutated[at]! ^= xor;
        let result;
        try {
          result = await verifySignerInfo(parseSignedData(mutated), engine, digest);
        } catch (error) {
          expect(error).toBeInstanceOf(Asn1Error);
          return;
        }
        const signed = signedRegions.some(([start, length]) => at >= start && at < start + length);
        if (signed) expect(result.intact).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
