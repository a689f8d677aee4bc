// Shared fixtures of the contract tests: a test app with the demo data plus a second verified
// enterprise and an unverified person, certificates for the signing subjects, sessions acting as
// each account, a generated one-page PDF, and helpers to upload, send, and sign with a real code.
import { randomUUID } from 'node:crypto';
import type { TContractInitiateRequest } from '@ecsign/core/model';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './build-test-app';
import { createSession } from '../modules/auth/create-session';
import { issueVerificationCode } from '../modules/messages/issue-verification-code';
import { issueSubjectCertificate } from '../modules/pki/issue-subject-certificate';
import { seedDemoEnterpriseSeals } from '../modules/seals/seed-demo-seals';
import { SIGN_CODE_SCENE } from '../modules/contracts/send-sign-code';

export interface Actor {
  userId: string;
  accountId: string;
  token: string;
  mobile: string;
  name: string;
  enterpriseId: string | null;
}

export interface ContractKit {
  t: TestApp;
  /** admin acting for the demo enterprise (SUPER_ADMIN). */
  admin: Actor;
  /** admin's personal account. */
  adminPersonal: Actor;
  hr: Actor;
  zhangsan: Actor;
  lisi: Actor;
  /** The administrator of a second verified enterprise. */
  other: Actor;
  otherPersonal: Actor;
  /** A registered person who has not verified. */
  unverified: Actor;
  demoEnterpriseName: string;
  otherEnterpriseName: string;
}

/** A one-page A4 PDF with a line of text, written by hand (xref offsets computed). */
export function samplePdf(text = 'ecsign sample contract'): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

export async function actor(t: TestApp, username: string, accountType: 'PERSONAL' | 'ENTERPRISE'): Promise<Actor> {
  const [row] = await t.context.database.query<{
    user_id: string;
    id: string;
    mobile: string;
    name: string;
    enterprise_id: string | null;
  }>(
    `SELECT a.user_id, a.id, u.mobile, u.name, a.enterprise_id FROM accounts a JOIN users u ON u.id = a.user_id
      WHERE u.username = $1 AND a.account_type = $2`,
    [username, accountType],
  );
  if (!row) throw new Error(`no ${accountType} account for ${username}`);
  const { access_token } = await createSession(t.context, { userId: row.user_id, accountId: row.id, client: 'web' });
  return {
    userId: row.user_id,
    accountId: row.id,
    token: access_token,
    mobile: row.mobile,
    name: row.name,
    enterpriseId: row.enterprise_id,
  };
}

async function addUser(
  t: TestApp,
  input: { username: string; mobile: string; name: string; verified: boolean; enterpriseId?: string },
) {
  const db = t.context.database;
  const userId = randomUUID();
  await db.query(`INSERT INTO users (id, username, mobile, name, password_hash) VALUES ($1, $2, $3, $4, 'x')`, [
    userId,
    input.username,
    input.mobile,
    input.name,
  ]);
  await db.query(
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status) VALUES ($1, $2, 'PERSONAL', 'PERSONAL', $3)`,
    [randomUUID(), userId, input.verified ? 'AUTH' : 'UNAUTH'],
  );
  if (input.enterpriseId) {
    const accountId = randomUUID();
    await db.query(
      `INSERT INTO accounts (id, user_id, account_type, enterprise_id, role, auth_status) VALUES ($1, $2, 'ENTERPRISE', $3, 'SUPER_ADMIN', 'AUTH')`,
      [accountId, userId, input.enterpriseId],
    );
    await db.query('INSERT INTO enterprise_members (account_id, enterprise_id) VALUES ($1, $2)', [
      accountId,
      input.enterpriseId,
    ]);
  }
  return userId;
}

export async function contractKit(): Promise<ContractKit> {
  const t = await buildTestApp();
  const db = t.context.database;
  const otherEnterpriseId = randomUUID();
  const otherEnterpriseName = '另一家科技有限公司';
  await db.query(`INSERT INTO enterprises (id, name, credit_code, auth_status) VALUES ($1, $2, $3, 'AUTH')`, [
    otherEnterpriseId,
    otherEnterpriseName,
    '91110000MA01ABCD1X',
  ]);
  await addUser(t, {
    username: 'wangwu',
    mobile: '13900000001',
    name: '王五',
    verified: true,
    enterpriseId: otherEnterpriseId,
  });
  await seedDemoEnterpriseSeals(db, otherEnterpriseId, otherEnterpriseName);
  await addUser(t, { username: 'zhaoliu', mobile: '13900000002', name: '赵六', verified: false });
  const kit: ContractKit = {
    t,
    admin: await actor(t, 'admin', 'ENTERPRISE'),
    adminPersonal: await actor(t, 'admin', 'PERSONAL'),
    hr: await actor(t, 'hr', 'ENTERPRISE'),
    zhangsan: await actor(t, 'zhangsan', 'PERSONAL'),
    lisi: await actor(t, 'lisi', 'PERSONAL'),
    other: await actor(t, 'wangwu', 'ENTERPRISE'),
    otherPersonal: await actor(t, 'wangwu', 'PERSONAL'),
    unverified: await actor(t, 'zhaoliu', 'PERSONAL'),
    demoEnterpriseName: '演示科技有限公司',
    otherEnterpriseName,
  };
  const [demo] = await db.query<{ id: string }>('SELECT id FROM enterprises WHERE name = $1', [kit.demoEnterpriseName]);
  // Certificates as verification would issue them (P-256 keys: fast to make).
  const subjects = [
    {
      subjectType: 'ENTERPRISE' as const,
      subjectId: demo!.id,
      name: kit.demoEnterpriseName,
      identifier: '91350100M000100Y43',
    },
    {
      subjectType: 'ENTERPRISE' as const,
      subjectId: otherEnterpriseId,
      name: otherEnterpriseName,
      identifier: '91110000MA01ABCD1X',
    },
    ...[kit.zhangsan, kit.lisi, kit.adminPersonal, kit.otherPersonal].map((a) => ({
      subjectType: 'PERSON' as const,
      subjectId: a.userId,
      name: a.name,
      identifier: `test-${a.userId}`,
    })),
  ];
  for (const subject of subjects)
    await issueSubjectCertificate(t.context, db.db, { ...subject, keyAlgorithm: 'P-256' });
  return kit;
}

export interface Api {
  get(path: string, who?: Actor): Promise<LightMyRequestResponse>;
  post(path: string, body: unknown, who?: Actor): Promise<LightMyRequestResponse>;
  upload(who: Actor, bytes: Uint8Array, query?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function api(kit: ContractKit): Api {
  const headers = (who?: Actor) => (who ? { authorization: `Bearer ${who.token}` } : {});
  return {
    get: (path, who) => kit.t.app.inject({ method: 'GET', url: `/ecapi/contract/${path}`, headers: headers(who) }),
    post: (path, body, who) =>
      kit.t.app.inject({
        method: 'POST',
        url: `/ecapi/contract/${path}`,
        payload: body as object,
        headers: headers(who),
      }),
    upload: (who, bytes, query = {}) =>
      kit.t.app.inject({
        method: 'POST',
        url: `/ecapi/contract/file/upload?${new URLSearchParams({ kind: 'DOCUMENT', fileName: 'contract.pdf', ...query })}`,
        payload: Buffer.from(bytes),
        headers: { ...headers(who), 'content-type': 'application/octet-stream' },
      }),
  };
}

/** Uploads the sample PDF as `who` and answers its fileId. */
export async function uploadSample(kit: ContractKit, who: Actor, text?: string): Promise<string> {
  const response = await api(kit).upload(who, samplePdf(text));
  if (response.json().status !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().data.fileId;
}

/** A send body with sensible defaults: the given signatories, one uploaded document. */
export function sendBody(
  fileId: string,
  overrides: Partial<TContractInitiateRequest> & { signatories?: TContractInitiateRequest['signatories'] },
): TContractInitiateRequest {
  return {
    kind: 'SINGLE',
    plan: {
      taskName: '采购合同',
      businessType: 'PURCHASE',
      planSendDocumentVOList: [{ documentName: '采购合同.pdf', fileId }],
      ...(overrides.plan ?? {}),
    },
    ...overrides,
    signatories: overrides.signatories ?? [],
  } as TContractInitiateRequest;
}

export const person = (who: Actor, extra: Record<string, unknown> = {}) => ({
  subjectType: 'PERSONAL' as const,
  name: who.name,
  mobile: who.mobile,
  positions: [{ page: 1, x: 72, y: 100, width: 120, height: 60, kind: 'SIGNATURE' as const }],
  ...extra,
});

export const enterprise = (name: string, extra: Record<string, unknown> = {}) => ({
  subjectType: 'ENTERPRISE' as const,
  name: '经办人',
  enterpriseName: name,
  positions: [{ page: 1, x: 300, y: 100, width: 120, height: 120, kind: 'SEAL' as const }],
  ...extra,
});

/** A fresh SMS code for `who`'s signature (as the sandbox SMS would carry it). */
export async function signCode(kit: ContractKit, who: Actor): Promise<string> {
  return (await issueVerificationCode(kit.t.context, { target: who.mobile, scene: SIGN_CODE_SCENE })).code;
}

export async function sealOf(kit: ContractKit, enterpriseId: string, kind = 'OFFICIAL'): Promise<string> {
  const [row] = await kit.t.context.database.query<{ id: string }>(
    'SELECT id FROM seals WHERE enterprise_id = $1 AND kind = $2 LIMIT 1',
    [enterpriseId, kind],
  );
  if (!row) throw new Error(`no ${kind} seal for ${enterpriseId}`);
  return row.id;
}

export async function sign(kit: ContractKit, who: Actor, planId: string, extra: Record<string, unknown> = {}) {
  return api(kit).post(
    'sign',
    { planId, requestId: randomUUID(), confirmation: { code: await signCode(kit, who) }, ...extra },
    who,
  );
}
