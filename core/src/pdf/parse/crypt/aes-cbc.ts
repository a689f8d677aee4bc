// AES-CBC through node-forge, with padding under our control: PDF strings and streams use PKCS#5
// padding (which broken files get wrong), the R6 key derivation uses none.
import forge from 'node-forge';
import { fromBinary, toBinary } from './forge-bytes';

const NO_PADDING = () => true;
// forge's finish(pad) takes a padding override; its type declaration omits the parameter.
type FinishWithPad = (pad: () => boolean) => boolean;

/** Decrypts; with `unpad`, strips PKCS#5 padding when it is well-formed and keeps the data otherwise. */
export function aesCbcDecrypt(key: Uint8Array, iv: Uint8Array, data: Uint8Array, unpad: boolean): Uint8Array {
  const whole = data.subarray(0, data.length - (data.length % 16));
  const decipher = forge.cipher.createDecipher('AES-CBC', toBinary(key));
  decipher.start({ iv: toBinary(iv) });
  decipher.update(forge.util.createBuffer(toBinary(whole)));
  (decipher.finish as FinishWithPad).call(decipher, NO_PADDING);
  const plain = fromBinary(decipher.output.getBytes());
  if (!unpad || plain.length === 0) return plain;
  const pad = plain[plain.length - 1]!;
  if (pad < 1 || pad > 16 || pad > plain.length) return plain;
  for (let i = plain.length - pad; i < plain.length; i++) if (plain[i] !== pad) return plain;
  return plain.subarray(0, plain.length - pad);
}

/** Encrypts whole blocks without padding. */
export function aesCbcEncryptNoPad(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  const cipher = forge.cipher.createCipher('AES-CBC', toBinary(key));
  cipher.start({ iv: toBinary(iv) });
  cipher.update(forge.util.createBuffer(toBinary(data)));
  (cipher.finish as FinishWithPad).call(cipher, NO_PADDING);
  return fromBinary(cipher.output.getBytes());
}
