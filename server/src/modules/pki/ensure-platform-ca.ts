// Loads the platform CA, making what is missing: on the first start the root, issuing CA, OCSP
// responder and TSA of the default hierarchy (and of the SM2 one); later, a new OCSP or TSA
// certificate when the current one nears its end. One transaction under an advisory lock, so two
// servers starting together on one PostgreSQL make one CA, not two.
import { parseCertificate, type NameInput } from '@ecsign/core/pdf';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/open-database';
import { pkiAuthorities, pkiKeys } from '../../db/schema';
import { createAuthority, type TAuthorityRole } from './create-authority';
import { delegatedKeyAlgorithm, signatureAlgorithmOf, type TKeyAlgorithm } from './key-algorithms';
import type { Keystore } from './open-keystore';
import type { Authority, CaHierarchy, PlatformCa, SigningAuthority, THierarchy } from './platform-ca';
import { pkiUrls } from './pki-urls';
import { readCaApplyConfig } from './read-ca-apply-config';

const PKI_LOCK_KEY = 7_152_007;
const DAY = 24 * 3600_000;
/** A responder or TSA certificate with less left than this is replaced. */
const RENEW_BEFORE_MS: Readonly<Record<'OCSP' | 'TSA', number>> = { OCSP: 30 * DAY, TSA: 365 * DAY };

/**
 * Until when a responder or TSA certificate must last not to be replaced: the renewal margin, but
 * never past its issuing CA's own end (a certificate cannot outlive its issuer, so renewing then
 * would only make the same again).
 */
export function renewalThreshold(role: 'OCSP' | 'TSA', issuing: Authority, now: Date): Date {
  return new Date(Math.min(now.getTime() + RENEW_BEFORE_MS[role], issuing.certificate.notAfter.getTime() - DAY));
}

export interface EnsurePlatformCaOptions {
  db: Db;
  keystore: Keystore;
  config: ServerConfig;
  now: Date;
  /** The CA from configuration, when PKI_ROOT_CERT … are set. */
  configured?: { root: Authority; issuing: SigningAuthority };
}

const name = (cn: string): NameInput => [
  ['C', 'CN'],
  ['O', 'ecsign'],
  ['CN', cn],
];

export async function ensurePlatformCa(options: EnsurePlatformCaOptions): Promise<PlatformCa> {
  return options.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${PKI_LOCK_KEY})`);
    const caName = (await readCaApplyConfig(tx)).caName;
    const base = await ensureHierarchy(tx, options, 'DEFAULT', caName);
    const tsa = await ensureAuthority(tx, options, base, 'TSA', name('ecsign Time-Stamp Authority'));
    const sm2 = options.config.PKI_SM2_CA
      ? await ensureHierarchy(tx, options, 'SM2', 'ecsign SM2 Issuing CA')
      : undefined;
    return Object.freeze({ default: Object.freeze({ ...base, tsa }), sm2 });
  });
}

async function ensureHierarchy(
  tx: Db,
  options: EnsurePlatformCaOptions,
  hierarchy: THierarchy,
  issuingName: string,
): Promise<CaHierarchy> {
  const { keystore, config, now } = options;
  const urls = pkiUrls(config, hierarchy);
  const algorithm: TKeyAlgorithm = hierarchy === 'SM2' ? 'SM2' : config.PKI_CA_KEY_ALGORITHM;
  let root: Authority;
  let issuing: SigningAuthority;
  const configured = hierarchy === 'DEFAULT' ? options.configured : undefined;
  if (configured) {
    ({ root, issuing } = configured);
  } else {
    const label = hierarchy === 'SM2' ? 'ecsign SM2 Root CA' : 'ecsign Root CA';
    const common = { keystore, hierarchy, keyAlgorithm: algorithm, urls, now };
    const signing = (await loadAuthority(tx, keystore, hierarchy, 'ROOT')) as SigningAuthority | undefined;
    const rootAuthority = signing ?? (await createAuthority(tx, { ...common, role: 'ROOT', subject: name(label) }));
    root = rootAuthority;
    issuing =
      (await loadAuthority(tx, keystore, hierarchy, 'ISSUING')) ??
      (await createAuthority(tx, { ...common, role: 'ISSUING', subject: name(issuingName), issuer: rootAuthority }));
  }
  const partial = { name: hierarchy, root, issuing, configured: Boolean(configured) };
  const responderName = hierarchy === 'SM2' ? 'ecsign SM2 OCSP Responder' : 'ecsign OCSP Responder';
  const ocsp = await ensureAuthority(tx, options, partial, 'OCSP', name(responderName));
  return Object.freeze({ ...partial, ocsp });
}

/** The newest OCSP or TSA certificate of the hierarchy's issuing CA with time left, else a new one. */
async function ensureAuthority(
  tx: Db,
  options: EnsurePlatformCaOptions,
  hierarchy: Pick<CaHierarchy, 'name' | 'issuing'>,
  role: 'OCSP' | 'TSA',
  subject: NameInput,
): Promise<SigningAuthority> {
  const { keystore, config, now } = options;
  const current = await loadAuthority(tx, keystore, hierarchy.name, role, {
    issuerFingerprint: hierarchy.issuing.fingerprint,
    validAfter: renewalThreshold(role, hierarchy.issuing, now),
  });
  if (current) return current;
  return createAuthority(tx, {
    keystore,
    hierarchy: hierarchy.name,
    role,
    keyAlgorithm: delegatedKeyAlgorithm(hierarchy.issuing.keyAlgorithm),
    subject,
    issuer: hierarchy.issuing,
    urls: pkiUrls(config, hierarchy.name),
    now,
  });
}

async function loadAuthority(
  tx: Db,
  keystore: Keystore,
  hierarchy: THierarchy,
  role: TAuthorityRole,
  filter?: { issuerFingerprint: string; validAfter: Date },
): Promise<SigningAuthority | undefined> {
  const [row] = await tx
    .select({
      der: pkiAuthorities.certificateDer,
      fingerprint: pkiAuthorities.fingerprint,
      keyId: pkiAuthorities.keyId,
      algorithm: pkiKeys.algorithm,
    })
    .from(pkiAuthorities)
    .innerJoin(pkiKeys, eq(pkiKeys.id, pkiAuthorities.keyId))
    .where(
      and(
        eq(pkiAuthorities.hierarchy, hierarchy),
        eq(pkiAuthorities.role, role),
        filter ? eq(pkiAuthorities.issuerFingerprint, filter.issuerFingerprint) : undefined,
        filter ? gt(pkiAuthorities.notAfter, filter.validAfter) : undefined,
      ),
    )
    .orderBy(desc(pkiAuthorities.notAfter))
    .limit(1);
  if (!row) return undefined;
  return Object.freeze({
    certificate: parseCertificate(row.der),
    fingerprint: row.fingerprint,
    key: await keystore.loadKey(tx, row.keyId),
    keyAlgorithm: row.algorithm,
    signatureAlgorithm: signatureAlgorithmOf(row.algorithm),
  });
}
