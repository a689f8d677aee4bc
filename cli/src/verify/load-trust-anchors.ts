// The certificates given with --trust: PEM files (one or many certificates each, as
// /ecapi/pki/root.pem or a chain file) or DER (.crt/.cer). A file that cannot be read or holds no
// certificate is a usage error (exit 2), found before any PDF is checked. Read with node:fs's
// synchronous calls, one file after another as before: node:fs/promises loads streams and readline
// with it, milliseconds of every `ecsign verify` start.
import { readFileSync } from 'node:fs';
import { translate, type TLanguage } from '@ecsign/core/i18n';
import { decodePem, parseCertificate, type Certificate } from '@ecsign/core/pdf';
import { CliError, EXIT } from '../cli-error';
import { fileErrorReason } from '../sign/file-error-reason';

function certificatesIn(bytes: Uint8Array): Certificate[] {
  if (bytes[0] === 0x30) return [parseCertificate(bytes)];
  const blocks = decodePem(new TextDecoder('latin1').decode(bytes)).filter((b) =>
    ['CERTIFICATE', 'TRUSTED CERTIFICATE'].includes(b.label),
  );
  if (blocks.length === 0) throw new Error('no PEM CERTIFICATE block in it');
  return blocks.map((block) => parseCertificate(block.der));
}

export function loadTrustAnchors(files: readonly string[], language: TLanguage): Certificate[] {
  const anchors: Certificate[] = [];
  for (const file of files) {
    try {
      anchors.push(...certificatesIn(new Uint8Array(readFileSync(file))));
    } catch (error) {
      throw new CliError(
        translate(language, 'cliVerifyTrustUnreadable', { file, reason: fileErrorReason(error) }),
        EXIT.usage,
      );
    }
  }
  return anchors;
}
