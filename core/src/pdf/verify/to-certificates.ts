// Trust anchors and extra certificates as callers have them: DER bytes, PEM text (one or many
// certificates, as a file read with --trust), PEM bytes, or certificates already parsed.
import type { Certificate } from '../x509/certificate';
import { decodePem } from '../x509/pem';
import { parseCertificate } from '../x509/parse-certificate';

export type CertificateInput = Uint8Array | string | Certificate;

/** Parses every input; a caller's broken certificate is a usage error, so it throws a TypeError. */
export function toCertificates(inputs: readonly CertificateInput[] | undefined): Certificate[] {
  const out: Certificate[] = [];
  for (const [i, input] of (inputs ?? []).entries()) {
    try {
      if (typeof input === 'string' || (input instanceof Uint8Array && input[0] !== 0x30)) {
        const text = typeof input === 'string' ? input : new TextDecoder('latin1').decode(input);
        const blocks = decodePem(text).filter((b) => b.label === 'CERTIFICATE' || b.label === 'TRUSTED CERTIFICATE');
        if (blocks.length === 0) throw new Error('no PEM CERTIFICATE block');
        for (const block of blocks) out.push(parseCertificate(block.der));
      } else if (input instanceof Uint8Array) out.push(parseCertificate(input));
      else out.push(input);
    } catch (error) {
      throw new TypeError(`certificate ${i + 1} cannot be read: ${(error as Error).message}`, { cause: error });
    }
  }
  return out;
}
