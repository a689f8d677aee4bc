// Key-device (UKey) login and binding (spec items C-ukey-login, V-ukey-bind: binding needs the device present and
// its PIN). The server hands out a one-time nonce; the client signs the nonce's UTF-8 bytes with the
// private key of its certificate (a PKCS#12 file unlocked with its PIN stands in for the device)
// and sends certificate, nonce and signature back.
import { z } from 'zod';
import { safeText } from '../validation/safe-text';

export const UKEY_CHALLENGE_TTL_SECONDS = 120;

/** RSA PKCS#1 v1.5 and ECDSA on P-256, both over SHA-256. ECDSA signatures may be DER or raw r‖s. */
export const UKEY_ALGORITHMS = ['SHA256withRSA', 'SHA256withECDSA'] as const;
export const ZUkeyAlgorithm = z.enum(UKEY_ALGORITHMS);
export type TUkeyAlgorithm = z.infer<typeof ZUkeyAlgorithm>;

/** GET uk/challenge (no token, for login) and GET uk/bind/challenge (token, for binding). */
export const ZUkeyChallenge = z.object({ nonce: z.string(), expiresIn: z.number().int().positive() });
export type TUkeyChallenge = z.infer<typeof ZUkeyChallenge>;

const ZBase64 = safeText({ max: 16_384 }).regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'base64');

/** The proof of possession both uk/token and uk/bind take. */
export const ZUkeyProof = z.object({
  /** PEM, or the DER bytes in base64. */
  certificate: safeText({ max: 16_384, multiline: true }).min(1),
  nonce: safeText({ max: 128, trim: false }).min(16),
  signature: ZBase64.max(2048),
  algorithm: ZUkeyAlgorithm,
});
export type TUkeyProof = z.infer<typeof ZUkeyProof>;

/** POST uk/token (JSON, no token) → a token pair. */
export const ZUkeyLoginRequest = ZUkeyProof;
/** POST uk/bind (token) → the binding. */
export const ZUkeyBindRequest = ZUkeyProof;

export const ZUkeyBinding = z.object({
  /** SHA-256 of the certificate's DER bytes, lower-case hex. */
  fingerprint: safeText({ max: 64, trim: false }).regex(/^[0-9a-f]{64}$/),
  subject: z.string(),
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  boundAt: z.string(),
});
export type TUkeyBinding = z.infer<typeof ZUkeyBinding>;
/** GET uk/bind (token): the user's live binding, or null. */
export const ZUkeyBindingReply = ZUkeyBinding.nullable();

/** POST uk/revoke (token, platform:config): the certificate may never log in or be bound again. */
export const ZUkeyRevokeRequest = z.object({ fingerprint: safeText({ max: 64, trim: false }).regex(/^[0-9a-f]{64}$/) });

/** GET bc/assemble/enterpris/getUkeyUrl?orgId=… (token): where to download the key device's driver. */
export const ZUkeyUrlQuery = z.object({ orgId: safeText({ max: 64 }).min(1) });
export const ZUkeyUrlReply = z.object({ url: z.string().nullable() });
export type TUkeyUrlReply = z.infer<typeof ZUkeyUrlReply>;
