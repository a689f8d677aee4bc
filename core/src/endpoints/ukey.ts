// Key-device (UKey) login and binding (spec items C-ukey-login, C-ukey-url, V-ukey-bind): a
// one-time nonce, signed by the device's key, proves the certificate. Login is open (the signed
// nonce is the credential); binding, unbinding and revoking act on the signed-in caller.
import { z } from 'zod';
import { ZTokenPair } from '../model/auth';
import {
  ZUkeyBindingReply,
  ZUkeyBinding,
  ZUkeyBindRequest,
  ZUkeyChallenge,
  ZUkeyLoginRequest,
  ZUkeyRevokeRequest,
  ZUkeyUrlQuery,
  ZUkeyUrlReply,
} from '../model/ukey';
import { access } from './endpoint-access';
import { endpoint } from './define-endpoint';

/** What reading and checking a signed nonce may answer (read-certificate, verify-ukey-signature, consume-ukey-challenge). */
const PROOF_ERRORS = [
  'CERTIFICATE_ERROR',
  'UKEY_ALGORITHM_UNSUPPORTED',
  'UKEY_SIGNATURE_INVALID',
  'UKEY_CHALLENGE_EXPIRED',
] as const;

export const ukey = {
  loginChallenge: endpoint({
    method: 'GET',
    path: '/uk/challenge',
    summary: 'A one-time nonce for a key-device login',
    access: access.open(),
    input: {},
    reply: ZUkeyChallenge,
    errors: [],
  }),
  login: endpoint({
    method: 'POST',
    path: '/uk/token',
    summary: 'Key-device login: the certificate and its signature of the nonce; answers the token pair',
    access: access.open(),
    input: { body: ZUkeyLoginRequest },
    reply: ZTokenPair,
    errors: [...PROOF_ERRORS, 'UKEY_REVOKED', 'UKEY_NOT_BOUND', 'UKEY_CERTIFICATE_EXPIRED', 'CERT_NOT_YET_VALID'],
  }),
  bindChallenge: endpoint({
    method: 'GET',
    path: '/uk/bind/challenge',
    summary: 'A one-time nonce for binding a key device to the caller',
    access: access.signedIn(),
    input: {},
    reply: ZUkeyChallenge,
    errors: [],
  }),
  binding: endpoint({
    method: 'GET',
    path: '/uk/bind',
    summary: "The caller's live key-device binding, or null",
    access: access.signedIn(),
    input: {},
    reply: ZUkeyBindingReply,
    errors: [],
  }),
  bind: endpoint({
    method: 'POST',
    path: '/uk/bind',
    summary: 'Binds the key device whose certificate signed the nonce to the caller',
    access: access.signedIn(),
    input: { body: ZUkeyBindRequest },
    reply: ZUkeyBinding,
    errors: [
      ...PROOF_ERRORS,
      'CERT_EXPIRED',
      'CERT_NOT_YET_VALID',
      'CERT_REVOKED',
      'UKEY_BINDING_EXISTS',
      'ACCOUNT_UKEY_EXISTS',
    ],
  }),
  unbind: endpoint({
    method: 'DELETE',
    path: '/uk/bind',
    summary: "Removes the caller's key-device binding",
    access: access.signedIn(),
    input: {},
    reply: z.null(),
    errors: ['NOT_FOUND'],
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/uk/revoke',
    summary: 'Revokes a key-device certificate for good (platform staff)',
    access: access.signedIn(),
    input: { body: ZUkeyRevokeRequest },
    reply: z.null(),
    errors: ['NO_PERMISSION', 'CERT_NOT_FOUND'],
  }),
  driverUrl: endpoint({
    method: 'GET',
    path: '/bc/assemble/enterpris/getUkeyUrl',
    summary: "Where to download the key device's driver",
    access: access.signedIn(),
    input: { query: ZUkeyUrlQuery },
    reply: ZUkeyUrlReply,
    errors: [],
  }),
} as const;
