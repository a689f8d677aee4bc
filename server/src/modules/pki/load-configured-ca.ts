// A CA given in configuration instead of generated: PKI_ROOT_CERT, PKI_ISSUING_CERT (PEM) and
// PKI_ISSUING_KEY (unencrypted PKCS#8 PEM). Checked before use — the issuing certificate is a CA
// signed by the root and the key is its key — so a wrong file stops the start with one line.
import { readFileSync } from 'node:fs';
import {
  decodePem,
  parseCertificate,
  samePublicKey,
  verifyCertificateSignature,
  type Certificate,
  type CryptoEngine,
  type PrivateKeyHandle,
} from '@ecsign/core/pdf';
import { ConfigError, type ServerConfig } from '../../config';
import { certificateFingerprintHex } from './certificate-fingerprint-hex';
import { keyAlgorithmOf, signatureAlgorithmForKey } from './key-algorithm-of';
import type { Authority, SigningAuthority } from './platform-ca';

function pemBlock(setting: string, path: string, label: string): Uint8Array {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`${setting}: cannot read ${path}: ${(error as Error).message}`);
  }
  const block = decodePem(text).find((b) => b.label === label);
  if (!block) throw new ConfigError(`${setting}: ${path} holds no "${label}" PEM block`);
  return block.der;
}

function certificate(setting: string, path: string): Certificate {
  try {
    return parseCertificate(pemBlock(setting, path, 'CERTIFICATE'));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${setting}: ${path} is not a readable certificate`);
  }
}

export async function loadConfiguredCa(
  config: ServerConfig,
  engine: CryptoEngine,
): Promise<{ root: Authority; issuing: SigningAuthority } | undefined> {
  if (!config.PKI_ROOT_CERT || !config.PKI_ISSUING_CERT || !config.PKI_ISSUING_KEY) return undefined;
  const root = certificate('PKI_ROOT_CERT', config.PKI_ROOT_CERT);
  const issuing = certificate('PKI_ISSUING_CERT', config.PKI_ISSUING_CERT);
  if (!root.basicConstraints?.ca || !issuing.basicConstraints?.ca) {
    throw new ConfigError('PKI_ROOT_CERT and PKI_ISSUING_CERT must both be CA certificates (basic constraints CA)');
  }
  if ((await verifyCertificateSignature(issuing, root, engine)) !== 'valid') {
    throw new ConfigError(`PKI_ISSUING_CERT (${config.PKI_ISSUING_CERT}) is not signed by PKI_ROOT_CERT`);
  }
  let key: PrivateKeyHandle;
  try {
    key = await engine.importPrivateKey(pemBlock('PKI_ISSUING_KEY', config.PKI_ISSUING_KEY, 'PRIVATE KEY'));
  } catch (error) {
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`PKI_ISSUING_KEY (${config.PKI_ISSUING_KEY}) is not a usable PKCS#8 private key`);
  }
  if (!samePublicKey(key.publicKey, issuing.publicKeyInfo)) {
    throw new ConfigError('PKI_ISSUING_KEY is not the key of PKI_ISSUING_CERT');
  }
  const describe = (c: Certificate) => ({
    certificate: c,
    fingerprint: certificateFingerprintHex(c.der),
    keyAlgorithm: keyAlgorithmOf(c.publicKeyInfo),
  });
  const signatureAlgorithm = signatureAlgorithmForKey(issuing.publicKeyInfo);
  if (!signatureAlgorithm) throw new ConfigError('PKI_ISSUING_KEY is of a kind this server cannot sign with');
  return {
    root: { ...describe(root), signatureAlgorithm: signatureAlgorithmForKey(root.publicKeyInfo) ?? signatureAlgorithm },
    issuing: { ...describe(issuing), key, signatureAlgorithm },
  };
}
