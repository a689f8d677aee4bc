// POST cb/assemble/auth/enterprise/material: the business-licence photo a WAIT_MATERIAL attempt
// asked for. Accepted, the attempt goes back to proving control (face or payment).
import { AppError } from '@ecsign/core/errors';
import type { TEnterpriseAuthForm, TEnterpriseAuthState } from '@ecsign/core/model';
import type { AppContext } from '../../context';
import { decodeImage } from '../identity/decode-image';
import { identityServicesOf } from '../identity/identity-services';
import { closeEnterpriseAttempt } from './close-enterprise-attempt';
import { openEnterpriseAttempt } from './open-enterprise-attempt';
import { readEnterpriseAuth } from './read-enterprise-auths';
import { enterpriseQueryOf } from './start-enterprise-auth';

export async function submitEnterpriseMaterial(
  context: AppContext,
  userId: string,
  input: { verificationId: string; image: string },
): Promise<TEnterpriseAuthState> {
  const attempt = await openEnterpriseAttempt(context, userId, input.verificationId, ['WAIT_MATERIAL']);
  const image = decodeImage(input.image);
  if (!image) throw new AppError('BUSINESS_LICENCE_RECOGNITION_FAILED', { internal: 'not a PNG or JPEG' });
  const form = { ...attempt.form, legalPersonIdNumber: attempt.legalPersonIdNumber ?? '' } as TEnterpriseAuthForm;
  const outcome = await identityServicesOf(context).provider.recognizeBusinessLicence({
    image,
    expected: enterpriseQueryOf(form),
  });
  if (outcome === 'UNREADABLE') throw new AppError('BUSINESS_LICENCE_RECOGNITION_FAILED');
  if (outcome === 'MISMATCH') {
    await closeEnterpriseAttempt(context, attempt, { status: 'FAILED', failureCode: 'ENTERPRISE_INFO_WRONG' });
    throw new AppError('ENTERPRISE_INFO_WRONG');
  }
  await closeEnterpriseAttempt(context, attempt, { status: 'OPEN' });
  return readEnterpriseAuth(context, userId, attempt.id);
}
