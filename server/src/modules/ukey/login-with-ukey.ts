// POST uk/token: key-device login. The nonce is spent first (a failed attempt needs a new one), then
// the signature proves possession of the certificate's key, and the certificate must be bound to a
// user, not revoked and inside its validity period.
import { AppError } from '@ecsign/core/errors';
import type { TTokenPair, TUkeyProof } from '@ecsign/core/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyBindings } from '../../db/schema';
import { startUserSession } from '../auth/start-user-session';
import { consumeUkeyChallenge } from './consume-ukey-challenge';
import { readCertificate } from './read-certificate';
import { verifyUkeySignature } from './verify-ukey-signature';

export async function loginWithUkey(context: AppContext, proof: TUkeyProof, client: string): Promise<TTokenPair> {
  await consumeUkeyChallenge(context, proof.nonce, 'LOGIN', null);
  const certificate = readCertificate(proof.certificate);
  verifyUkeySignature(certificate, proof);

  const rows = await context.database.db
    .select()
    .from(ukeyBindings)
    .where(eq(ukeyBindings.fingerprint, certificate.fingerprint));
  const live = rows.find((row) => row.revokedAt === null);
  if (!live) {
    if (rows.some((row) => row.revokeReason === 'REVOKED')) throw new AppError('UKEY_REVOKED');
    throw new AppError('UKEY_NOT_BOUND', { internal: `no live binding for ${certificate.fingerprint}` });
  }
  const now = context.now();
  if (now > certificate.notAfter) throw new AppError('UKEY_CERTIFICATE_EXPIRED');
  if (now < certificate.notBefore) throw new AppError('CERT_NOT_YET_VALID');
  return startUserSession(context, { userId: live.userId, client });
}
