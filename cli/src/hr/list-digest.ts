// The digest of a list's first rows, computed as the server computes a batch's (core hrDigestLink
// over each row's business ID and data hash), so `--resume` can tell whether a list is the batch's.
import { createHash } from 'node:crypto';
import { hrAutoBusinessId, hrDigestLink, hrRowCanonical, type THrEmployeeRow } from '@ecsign/core/model';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function listDigest(templateId: string, rows: readonly THrEmployeeRow[]): string {
  return rows.reduce((previous, row) => {
    const hash = sha256(hrRowCanonical(templateId, row));
    return sha256(hrDigestLink(previous, row.businessId ?? hrAutoBusinessId(hash), hash));
  }, '');
}
