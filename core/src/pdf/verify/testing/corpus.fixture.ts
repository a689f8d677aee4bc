// The signature corpus (tests/fixtures/pdf-signatures, see its README) as the validator's
// tests read it: manifest rows, and the verification options each file is checked with — the trust
// anchors the manifest lists for its test PKIs, and pyHanko's validation time (its signer
// certificates are valid around 2020-11-01).
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { getRandomValues } from 'node:crypto';
import { createWebCryptoEngine } from '../../crypto/create-web-crypto-engine';
import type { VerifyPdfOptions } from '../verify-pdf';

export const CORPUS = fileURLToPath(new URL('../../../../../tests/fixtures/pdf-signatures/', import.meta.url));
export const engine = createWebCryptoEngine(globalThis.crypto.subtle, { getRandomValues });

export interface ManifestRow {
  readonly file: string;
  readonly expected: string;
  readonly notes: string;
}

export const manifest: readonly ManifestRow[] = readFileSync(`${CORPUS}MANIFEST.tsv`, 'utf8')
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([file]) => file?.endsWith('.pdf') && !file.startsWith('certs/'))
  .map(([file, , , , expected, notes]) => ({ file: file!, expected: expected!, notes: notes! }));

const pem = (name: string) => readFileSync(`${CORPUS}certs/${name}`, 'utf8');

/** Trust anchors by file prefix, as the manifest's trust-anchor rows describe them. */
const ANCHORS: Readonly<Record<string, string>> = {
  pyhanko__: 'pyhanko-testing-ca-root.cert.pem',
  signpdf__: 'signpdf-selfsigned.cert.pem',
  synthetic__: 'synthetic-sm2-selfsigned.cert.pem',
};

export function optionsFor(file: string): VerifyPdfOptions {
  const prefix = Object.keys(ANCHORS).find((p) => file.startsWith(p));
  return {
    engine,
    trustAnchors: prefix ? [pem(ANCHORS[prefix]!)] : [],
    now: file.startsWith('pyhanko__') ? new Date('2020-11-01T00:00:00Z') : new Date('2026-11-22T12:00:00Z'),
  };
}

export const readCorpus = (file: string): Uint8Array => new Uint8Array(readFileSync(CORPUS + file));
