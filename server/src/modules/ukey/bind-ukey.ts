// POST uk/bind: binds a key device's certificate to the logged-in user, after a signature over a
// fresh BIND challenge proves the user holds its key (the PIN unlocks it on the client's side).
// One live binding per certificate and per user; a revoked certificate can never be bound again.
import { randomUUID } from 'node:crypto';
import { AppError } from '@ecsign/core/errors';
import type { TUkeyBinding, TUkeyProof } from '@ecsign/core/model';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { ukeyBindings } from '../../db/schema';
import { consumeUkeyChallenge } from './consume-ukey-challenge';
import { readCertificate } from './read-certificate';
import { toUkeyBinding } from './to-ukey-binding';
import { verifyUkeySignature } from './verify-ukey-signature';

export async function bindUkey(context: AppContext, userId: string, proof: TUkeyProof): Promise<TUkeyBinding> {
  await consumeUkeyChallenge(context, proof.nonce, 'BIND', userId);
  const certificate = readCertificate(proof.certificate);
  verifyUkeySignature(certificate, proof);
  const now = context.now();
  if (now > certificate.notAfter) throw new AppError('CERT_EXPIRED');
  if (now < certificate.notBefore) throw new AppError('CERT_NOT_YET_VALID');

  const { db } = context.database;
  const clashes = await db
    .select()
    .from(ukeyBindings)
    .where(
      or(
        eq(ukeyBindings.fingerprint, certificate.fingerprint),
        and(eq(ukeyBindings.userId, userId), isNull(ukeyBindings.revokedAt)),
      ),
    );
  const sameCertificate = clashes.filter((row) => row.fingerprint === certificate.fingerprint);
  if (sameCertificate.some((row) => row.revokeReason === 'REVOKED')) throw new AppError('CERT_REVOKED');
  if (sameCertificate.some((row) => row.revokedAt === null)) throw new AppError('UKEY_BINDING_EXISTS');
  if (clashes.some((row) => row.revokedAt === null)) throw new AppError('ACCOUNT_UKEY_EXISTS');

  try {
    const [row] = await db
      .insert(ukeyBindings)
      .values({
        id: randomUUID(),
        userId,
        fingerprint: certificate.fingerprint,
        certificatePem: certificate.pem,
        subject: certificate.subject,
        serialNumber: certificate.serialNumber,
        notBefore: certificate.notBefore,
        notAfter: certificate.notAfter,
        createdAt: now,
      })
      .returning();
    return toUkeyBinding(row!);
  } catch (error) {
    // Two binds racing past the checks above: the partial unique indexes let one win.
    if (isUniqueViolation(error)) throw new AppError('UKEY_BINDING_EXISTS', { cause: error });
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}
