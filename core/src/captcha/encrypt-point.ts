// pointJson encryption of the AJ-Captcha protocol: AES-128-ECB with PKCS#7 padding, keyed by the
// UTF-8 bytes of the reply's secretKey, output in base64 — what CryptoJS produces in AJ's clients.
// ECB is the protocol's choice, not ours: it is only an obfuscation of a point, and it is
// deterministic, which lets the server recompute the second-verification string.
import forge from 'node-forge';
import { toAesKey } from './to-aes-key';

/** Encrypts text under secretKey; without a key the protocol sends the text as it is. */
export function encryptPoint(text: string, secretKey?: string | null): string {
  if (!secretKey) return text;
  const cipher = forge.cipher.createCipher('AES-ECB', toAesKey(secretKey));
  cipher.start();
  cipher.update(forge.util.createBuffer(new TextEncoder().encode(text)));
  cipher.finish();
  return forge.util.encode64(cipher.output.getBytes());
}
