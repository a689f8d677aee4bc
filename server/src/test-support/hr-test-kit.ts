// Fixtures of the HR batch tests: a test app (with a running job queue when asked), the demo
// enterprise's certificate, an enabled HR template (salary and position fields, an enterprise
// role signing with the HR seal and an employee role), registered employees with valid ID
// numbers, a second enterprise, sessions, and a helper that waits for a batch to finish.
import { randomUUID } from 'node:crypto';
import type { THrBatchView, THrEmployeeRowInput } from '@ecsign/core/model';
import { computeIdCardCheckDigit } from '@ecsign/core/validation';
import { blobStoreOf } from '../blobs/blob-store-of';
import type { AppContext } from '../context';
import { buildTestApp, type TestApp } from './build-test-app';
import { createSession } from '../modules/auth/create-session';
import { issueSubjectCertificate } from '../modules/pki/issue-subject-certificate';
import { seedDemoEnterpriseSeals } from '../modules/seals/seed-demo-seals';
import { makeTemplatePdf } from './template-test-kit';

export interface HrKit {
  t: TestApp;
  demoEnterpriseId: string;
  otherEnterpriseId: string;
  templateId: string;
  /** Sessions of enterprise accounts: hr (HR staff), admin (SUPER_ADMIN), the other enterprise's admin. */
  tokens: { hr: string; admin: string; other: string; zhangsan: string };
}

/** A valid GB 11643 number, different for each n. */
export function idNumberFor(n: number): string {
  const first17 = `110105${1980 + (n % 20)}0101${String(n % 1000).padStart(3, '0')}`;
  return first17 + computeIdCardCheckDigit(first17);
}

export const mobileFor = (n: number) => `137${String(n).padStart(8, '0')}`;

export function employeeRow(n: number, extra: Partial<THrEmployeeRowInput> = {}): THrEmployeeRowInput {
  return {
    businessId: `EMP-${n}`,
    name: `员工${n}`,
    mobile: mobileFor(n),
    idNumber: idNumberFor(n),
    values: { salary: `${8000 + n}`, position: '工程师' },
    ...extra,
  };
}

export async function addEmployees(context: AppContext, from: number, count: number): Promise<void> {
  for (let n = from; n < from + count; n += 1) {
    const userId = randomUUID();
    await context.database.query(
      `INSERT INTO users (id, username, mobile, name, password_hash) VALUES ($1, $2, $3, $4, 'x')`,
      [userId, `emp${n}`, mobileFor(n), `员工${n}`],
    );
    await context.database.query(
      `INSERT INTO accounts (id, user_id, account_type, role, auth_status) VALUES ($1, $2, 'PERSONAL', 'PERSONAL', 'AUTH')`,
      [randomUUID(), userId],
    );
  }
}

export async function insertHrTemplate(context: AppContext, enterpriseId: string, accountId: string): Promise<string> {
  const id = randomUUID();
  const fileKey = `templates/test/${id}.pdf`;
  await blobStoreOf(context).put(
    fileKey,
    makeTemplatePdf([['Labour contract', 'Employer', 'Employee']]),
    'application/pdf',
  );
  const fields = [
    {
      key: 'salary',
      label: '月薪',
      type: 'AMOUNT_CN',
      required: true,
      filledBy: 'INITIATOR',
      position: { page: 1, rect: [50, 120, 300, 20] },
    },
    {
      key: 'position',
      label: '岗位',
      type: 'TEXT',
      required: true,
      filledBy: 'INITIATOR',
      position: { page: 1, rect: [50, 150, 200, 20] },
    },
    {
      key: 'startDate',
      label: '入职日期',
      type: 'DATE',
      required: false,
      filledBy: 'INITIATOR',
      position: { page: 1, rect: [50, 180, 200, 20] },
    },
  ];
  const roles = [
    {
      key: 'employer',
      name: '甲方',
      type: 'ENTERPRISE',
      sealTypes: ['HR'],
      positions: [{ kind: 'RECT', page: 1, rect: [60, 600, 120, 120] }],
    },
    {
      key: 'employee',
      name: '乙方',
      type: 'PERSON',
      sealTypes: ['HANDWRITTEN'],
      positions: [{ kind: 'RECT', page: 1, rect: [350, 620, 120, 60] }],
    },
  ];
  await context.database.query(
    `INSERT INTO contract_templates (id, enterprise_id, name, source_type, source_name, file_key, file_sha256, pages, fields, roles, status, created_by_account_id)
     VALUES ($1, $2, $3, 'PDF', 'labour.pdf', $4, 'x', $5, $6, $7, 'ENABLE', $8)`,
    [
      id,
      enterpriseId,
      `劳动合同-${id.slice(0, 6)}`,
      fileKey,
      JSON.stringify([{ width: 595, height: 842 }]),
      JSON.stringify(fields),
      JSON.stringify(roles),
      accountId,
    ],
  );
  return id;
}

async function sessionOf(context: AppContext, username: string, accountType: 'PERSONAL' | 'ENTERPRISE') {
  const [row] = await context.database.query<{ user_id: string; id: string }>(
    `SELECT a.user_id, a.id FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.username = $1 AND a.account_type = $2`,
    [username, accountType],
  );
  const session = await createSession(context, { userId: row!.user_id, accountId: row!.id, client: 'cli' });
  return { token: session.access_token, accountId: row!.id, userId: row!.user_id };
}

export async function hrKit(options: { jobs?: boolean; env?: Record<string, string> } = {}): Promise<HrKit> {
  const t = await buildTestApp(options.env ?? {}, { jobs: options.jobs ?? false });
  const db = t.context.database;
  const [demo] = await db.query<{ id: string }>(`SELECT id FROM enterprises WHERE name = '演示科技有限公司'`);
  await issueSubjectCertificate(t.context, db.db, {
    subjectType: 'ENTERPRISE',
    subjectId: demo!.id,
    name: '演示科技有限公司',
    identifier: '91350100M000100Y43',
    keyAlgorithm: 'P-256',
  });
  const otherEnterpriseId = randomUUID();
  await db.query(
    `INSERT INTO enterprises (id, name, credit_code, auth_status) VALUES ($1, '另一家人事有限公司', '91110000MA01HRCD1X', 'AUTH')`,
    [otherEnterpriseId],
  );
  await seedDemoEnterpriseSeals(db, otherEnterpriseId, '另一家人事有限公司');
  const otherUser = randomUUID();
  await db.query(
    `INSERT INTO users (id, username, mobile, name, password_hash) VALUES ($1, 'otherhr', '13900000009', '外企管理员', 'x')`,
    [otherUser],
  );
  await db.query(
    `INSERT INTO accounts (id, user_id, account_type, role, auth_status) VALUES ($1, $2, 'PERSONAL', 'PERSONAL', 'AUTH')`,
    [randomUUID(), otherUser],
  );
  const otherAccount = randomUUID();
  await db.query(
    `INSERT INTO accounts (id, user_id, account_type, enterprise_id, role, auth_status) VALUES ($1, $2, 'ENTERPRISE', $3, 'SUPER_ADMIN', 'AUTH')`,
    [otherAccount, otherUser, otherEnterpriseId],
  );
  await db.query('INSERT INTO enterprise_members (account_id, enterprise_id) VALUES ($1, $2)', [
    otherAccount,
    otherEnterpriseId,
  ]);
  const admin = await sessionOf(t.context, 'admin', 'ENTERPRISE');
  const hr = await sessionOf(t.context, 'hr', 'ENTERPRISE');
  const templateId = await insertHrTemplate(t.context, demo!.id, admin.accountId);
  return {
    t,
    demoEnterpriseId: demo!.id,
    otherEnterpriseId,
    templateId,
    tokens: {
      hr: hr.token,
      admin: admin.token,
      other: (await sessionOf(t.context, 'otherhr', 'ENTERPRISE')).token,
      zhangsan: (await sessionOf(t.context, 'zhangsan', 'PERSONAL')).token,
    },
  };
}

export async function call(kit: HrKit, method: 'GET' | 'POST', path: string, token?: string, body?: unknown) {
  const response = await kit.t.app.inject({
    method,
    url: `/ecapi/hr/batch${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { http: response.statusCode, ...(response.json() as { status: number; message: string; data: any }) }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function waitForBatch(
  kit: HrKit,
  batchId: string,
  token: string,
  timeoutMs = 60_000,
): Promise<THrBatchView> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await call(kit, 'GET', `/${batchId}`, token);
    if (data.state === 'FINISH' || Date.now() > until) return data as THrBatchView;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
