// The platform CA's application settings, from the base-service configuration CA_APPLY_CONFIG
// (seeded by migration 0004, edited by platform staff): the issuing CA's name, how long subject
// certificates last (kept within 1–3 years) and the default key of a subject.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open-database';
import { baseServiceConfigs } from '../../db/schema';
import type { TSubjectKeyAlgorithm } from './key-algorithms';

export interface CaApplyConfig {
  readonly caName: string;
  readonly validityDays: number;
  readonly keyAlgorithm: TSubjectKeyAlgorithm;
}

export async function readCaApplyConfig(db: Db): Promise<CaApplyConfig> {
  const rows = await db
    .select({ key: baseServiceConfigs.configKey, value: baseServiceConfigs.configValue })
    .from(baseServiceConfigs)
    .where(eq(baseServiceConfigs.businessType, 'CA_APPLY_CONFIG'));
  const setting = (key: string) => rows.find((row) => row.key === key)?.value.trim();
  const days = Number(setting('CERT_VALIDITY_DAYS'));
  const algorithm = (setting('KEY_ALGORITHM') ?? 'RSA').toUpperCase();
  return {
    caName: setting('CA_NAME') || 'ecsign Issuing CA',
    validityDays: Number.isFinite(days) ? Math.min(Math.max(Math.round(days), 365), 3 * 365) : 365,
    keyAlgorithm: algorithm === 'SM2' ? 'SM2' : /^(EC|ECDSA)/.test(algorithm) ? 'P-256' : 'RSA-2048',
  };
}
