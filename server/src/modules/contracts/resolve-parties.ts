// Turns the form's signatories and CC recipients into platform subjects: a person by the account
// picked from contacts or by mobile number, an enterprise by the account picked or by its exact
// name. Signatories must be verified (spec item P-verify-before-sign: verified people only); CC recipients need only exist.
// A person named by name and mobile number only, whom the platform does not know, is invited
// (invitedParty): the plan waits for them under I:<mobile> until they register through the SMS
// link, verify their real name and sign (contract-invites module).
import { AppError } from '@ecsign/core/errors';
import {
  ENTERPRISE_SEAL_KINDS,
  PERSONAL_SEAL_KINDS,
  SUBJECT_KIND,
  type TContractCcInput,
  type TContractSignatory,
} from '@ecsign/core/model';
import type { SqlRunner } from '../../db/open-database';
import { invitedKey } from '../contract-invites/invited-key';
import { enterpriseKey, personKey } from './contract-viewer';

export interface ResolvedParty {
  subjectType: 'PERSONAL' | 'ENTERPRISE';
  name: string;
  mobile: string | null;
  enterpriseName: string | null;
  userId: string | null;
  enterpriseId: string | null;
  partyKey: string;
}

interface ResolveOptions {
  /** Signatories must be verified; CC recipients need not. */
  requireVerified: boolean;
}

type PartyInput = Pick<TContractSignatory, 'subjectType' | 'name' | 'mobile' | 'enterpriseName' | 'accountId'>;

export async function resolveParty(db: SqlRunner, input: PartyInput, options: ResolveOptions): Promise<ResolvedParty> {
  const kind = SUBJECT_KIND[input.subjectType];
  if (kind === 'enterprise') return resolveEnterprise(db, input, options);
  let user: { id: string; name: string; mobile: string | null; auth_status: string } | undefined;
  if (input.accountId) {
    [user] = await db.query(
      `SELECT u.id, u.name, u.mobile, p.auth_status FROM accounts a JOIN users u ON u.id = a.user_id
         JOIN accounts p ON p.user_id = u.id AND p.account_type = 'PERSONAL' WHERE a.id = $1`,
      [input.accountId],
    );
  } else if (input.mobile) {
    [user] = await db.query(
      `SELECT u.id, u.name, u.mobile, p.auth_status FROM users u
         JOIN accounts p ON p.user_id = u.id AND p.account_type = 'PERSONAL' WHERE u.mobile = $1`,
      [input.mobile],
    );
  } else {
    throw new AppError('BAD_REQUEST', { details: [{ path: 'mobile', message: 'a person needs a mobile number' }] });
  }
  if (!user && !input.accountId && input.mobile) return invitedParty(input.name, input.mobile);
  if (!user) throw new AppError('USER_NOT_FOUND', { internal: `party ${input.name}` });
  if (options.requireVerified && user.auth_status !== 'AUTH') {
    throw new AppError('REAL_NAME_REQUIRED_TO_SIGN', { details: { name: user.name } });
  }
  return {
    subjectType: 'PERSONAL',
    name: user.name,
    mobile: user.mobile,
    enterpriseName: null,
    userId: user.id,
    enterpriseId: null,
    partyKey: personKey(user.id),
  };
}

/** A person the platform does not know yet: their verification is checked when they sign. */
export function invitedParty(name: string, mobile: string): ResolvedParty {
  return {
    subjectType: 'PERSONAL',
    name,
    mobile,
    enterpriseName: null,
    userId: null,
    enterpriseId: null,
    partyKey: invitedKey(mobile),
  };
}

async function resolveEnterprise(db: SqlRunner, input: PartyInput, options: ResolveOptions): Promise<ResolvedParty> {
  let enterprise: { id: string; name: string; auth_status: string } | undefined;
  if (input.accountId) {
    [enterprise] = await db.query(
      `SELECT e.id, e.name, e.auth_status FROM accounts a JOIN enterprises e ON e.id = a.enterprise_id
        WHERE a.id = $1 AND a.account_type = 'ENTERPRISE'`,
      [input.accountId],
    );
  } else if (input.enterpriseName) {
    const rows = await db.query<{ id: string; name: string; auth_status: string }>(
      `SELECT id, name, auth_status FROM enterprises WHERE name = $1 ORDER BY (auth_status = 'AUTH') DESC LIMIT 2`,
      [input.enterpriseName],
    );
    if (rows.length > 1 && rows[1]!.auth_status === 'AUTH') {
      throw new AppError('SIGNATORY_NOT_UNIQUE', { details: { enterpriseName: input.enterpriseName } });
    }
    enterprise = rows[0];
  } else {
    throw new AppError('BAD_REQUEST', {
      details: [{ path: 'enterpriseName', message: 'an enterprise needs its name' }],
    });
  }
  if (!enterprise) throw new AppError('ENTERPRISE_NOT_FOUND', { details: { enterpriseName: input.enterpriseName } });
  if (options.requireVerified && enterprise.auth_status !== 'AUTH') {
    throw new AppError('ENTERPRISE_NOT_VERIFIED', { details: { enterpriseName: enterprise.name } });
  }
  return {
    subjectType: 'ENTERPRISE',
    name: input.name,
    mobile: input.mobile ?? null,
    enterpriseName: enterprise.name,
    userId: null,
    enterpriseId: enterprise.id,
    partyKey: enterpriseKey(enterprise.id),
  };
}

/** A person may be asked for a signature or personal seal; an enterprise for its seal kinds. */
export function checkSealTypes(signatory: TContractSignatory): void {
  const allowed: readonly string[] =
    SUBJECT_KIND[signatory.subjectType] === 'enterprise' ? ENTERPRISE_SEAL_KINDS : PERSONAL_SEAL_KINDS;
  const wrong = signatory.sealTypes.find((type) => !allowed.includes(type));
  if (wrong) throw new AppError('SEAL_TYPE_WRONG', { details: { sealType: wrong, name: signatory.name } });
}

export async function resolveCc(db: SqlRunner, input: TContractCcInput): Promise<ResolvedParty> {
  return resolveParty(
    db,
    {
      subjectType: input.subjectType ?? 'PERSONAL',
      name: input.name,
      mobile: input.mobile,
      enterpriseName: input.enterpriseName,
      accountId: input.accountId,
    },
    { requireVerified: false },
  );
}
