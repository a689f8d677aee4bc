// The signer for an account, issuing the subject's certificate first when a verified subject has
// none — accounts verified before the platform CA existed, or seeded as verified (the demo data),
// would otherwise be unable to sign. The identifier is the one verification would use: the
// enterprise's credit code, or the HMAC of the person's ID number (the user id when no verified
// identity is on record, as for demo users). Two signers racing both get a certificate; the
// newest is used.
import { AppError } from '@ecsign/core/errors';
import type { AppContext } from '../../context';
import { issueSubjectCertificate } from '../pki/issue-subject-certificate';
import { subjectSigner, type SubjectSigner } from '../pki/subject-signer';

export async function signingSigner(context: AppContext, accountId: string): Promise<SubjectSigner> {
  try {
    return await subjectSigner(context, accountId);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'USER_CERTIFICATE_MISSING') throw error;
  }
  const [subject] = await context.database.query<{
    account_type: string;
    user_id: string;
    user_name: string;
    person_status: string;
    id_number_hash: string | null;
    enterprise_id: string | null;
    enterprise_name: string | null;
    credit_code: string | null;
    enterprise_status: string | null;
  }>(
    `SELECT a.account_type, a.user_id, u.name AS user_name, p.auth_status AS person_status, i.id_number_hash,
            e.id AS enterprise_id, e.name AS enterprise_name, e.credit_code, e.auth_status AS enterprise_status
       FROM accounts a JOIN users u ON u.id = a.user_id
       JOIN accounts p ON p.user_id = a.user_id AND p.account_type = 'PERSONAL'
       LEFT JOIN person_identities i ON i.user_id = a.user_id AND i.revoked_at IS NULL
       LEFT JOIN enterprises e ON e.id = a.enterprise_id
      WHERE a.id = $1`,
    [accountId],
  );
  if (!subject) throw new AppError('USER_CERTIFICATE_MISSING');
  if (subject.account_type === 'ENTERPRISE' && subject.enterprise_id) {
    if (subject.enterprise_status !== 'AUTH' || !subject.credit_code) throw new AppError('USER_CERTIFICATE_MISSING');
    await issueSubjectCertificate(context, context.database.db, {
      subjectType: 'ENTERPRISE',
      subjectId: subject.enterprise_id,
      name: subject.enterprise_name!,
      identifier: subject.credit_code,
    });
  } else {
    if (subject.person_status !== 'AUTH') throw new AppError('USER_CERTIFICATE_MISSING');
    await issueSubjectCertificate(context, context.database.db, {
      subjectType: 'PERSON',
      subjectId: subject.user_id,
      name: subject.user_name,
      identifier: subject.id_number_hash ?? subject.user_id,
    });
  }
  return subjectSigner(context, accountId);
}
