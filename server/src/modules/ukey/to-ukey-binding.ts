// A ukey_bindings row as the API shows it.
import type { TUkeyBinding } from '@ecsign/core/model';
import type { ukeyBindings } from '../../db/schema';

export function toUkeyBinding(row: typeof ukeyBindings.$inferSelect): TUkeyBinding {
  return {
    fingerprint: row.fingerprint,
    subject: row.subject,
    serialNumber: row.serialNumber,
    notBefore: row.notBefore.toISOString(),
    notAfter: row.notAfter.toISOString(),
    boundAt: row.createdAt.toISOString(),
  };
}
