// Test fixtures for verification, enterprise and member tests: new unverified people with a
// session, a small JSON client for /ecapi, and the sandbox's documented test identities.
import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, identitySandboxOutbox, users } from '../db/schema';
import type { TestApp } from './build-test-app';
import { createSession } from '../modules/auth/create-session';
import { addEnterpriseMember } from '../modules/enterprises/add-enterprise-member';
import { computeCreditCodeCheckChar, computeIdCardCheckDigit } from '@ecsign/core/validation';
import { SANDBOX_MAINLAND_ENTERPRISES, SANDBOX_PEOPLE } from '../modules/identity/sandbox-registry';

export const ZHANG_SAN = SANDBOX_PEOPLE[0]!;
export const LI_SI = SANDBOX_PEOPLE[1]!;
export const WANG_WU = SANDBOX_PEOPLE[2]!;
export const ZHAO_LIU = SANDBOX_PEOPLE[3]!;
export const QIAN_QI_FACE_FAILS = SANDBOX_PEOPLE[4]!;
export const SUN_BA_NEEDS_MATERIAL = SANDBOX_PEOPLE[5]!;
export const SANDBOX_TECH = SANDBOX_MAINLAND_ENTERPRISES[1]!;
export const SANDBOX_TRADE = SANDBOX_MAINLAND_ENTERPRISES[2]!;
export const SANDBOX_MATERIAL = SANDBOX_MAINLAND_ENTERPRISES[4]!;
export const DEMO_ENTERPRISE_REGISTRY = SANDBOX_MAINLAND_ENTERPRISES[0]!;

let generated = 0;

/** A fresh generated sandbox identity (README: 测试… born 1900-01-01), unique within the process. */
export function testIdentity(): { name: string; idNumber: string } {
  generated += 1;
  const body = `11010519000101${String(generated % 1000).padStart(3, '0')}`;
  return { name: `测试${generated}号`, idNumber: body + computeIdCardCheckDigit(body) };
}

/** A fresh generated sandbox enterprise (README: 测试…, credit code region 999999) with its legal representative. */
export function testEnterprise(): {
  name: string;
  creditCode: string;
  legalPersonName: string;
  legalPersonIdNumber: string;
} {
  generated += 1;
  const body = `91999999MA${String(generated).padStart(7, '0')}`;
  const legal = testIdentity();
  return {
    name: `测试企业${generated}有限公司`,
    creditCode: body + computeCreditCodeCheckChar(body),
    legalPersonName: legal.name,
    legalPersonIdNumber: legal.idNumber,
  };
}

export interface Reply {
  statusCode: number;
  status: number;
  message: string;
  data: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  body: string;
}

export interface Client {
  get(url: string, query?: Record<string, string>): Promise<Reply>;
  post(url: string, body?: unknown): Promise<Reply>;
}

export function client(app: FastifyInstance, token?: string, language = 'zh'): Client {
  const headers: Record<string, string> = { 'accept-language': language };
  if (token) headers.authorization = `Bearer ${token}`;
  const send = async (method: 'GET' | 'POST', url: string, payload?: unknown, query?: Record<string, string>) => {
    const response = await app.inject({
      method,
      url: `/ecapi/${url}`,
      headers,
      ...(query ? { query } : {}),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const json = response.json();
    return {
      statusCode: response.statusCode,
      status: json.status,
      message: json.message,
      data: json.data,
      body: response.body,
    };
  };
  return {
    get: (url, query) => send('GET', url, undefined, query),
    post: (url, body) => send('POST', url, body ?? {}),
  };
}

export interface TestPerson {
  userId: string;
  personalAccountId: string;
  mobile: string;
  token: string;
  api: Client;
}

let counter = 0;

/** A new user with an unverified personal account and a session acting as it. */
export async function newPerson(t: TestApp, options: { name?: string; mobile?: string } = {}): Promise<TestPerson> {
  counter += 1;
  const userId = randomUUID();
  const personalAccountId = randomUUID();
  const mobile = options.mobile ?? `1370000${String(counter).padStart(4, '0')}`;
  const { db } = t.context.database;
  await db.insert(users).values({
    id: userId,
    username: `person-${userId.slice(0, 8)}`,
    mobile,
    name: options.name ?? `测试用户${counter}`,
    passwordHash: 'not-a-hash',
  });
  await db.insert(accounts).values({
    id: personalAccountId,
    userId,
    accountType: 'PERSONAL',
    role: 'PERSONAL',
    authStatus: 'UNAUTH',
  });
  const token = (await createSession(t.context, { userId, accountId: personalAccountId, client: 'web' })).access_token;
  return { userId, personalAccountId, mobile, token, api: client(t.app, token) };
}

/** A session of the same user acting as another of their accounts (e.g. a new enterprise account). */
export async function actAs(t: TestApp, userId: string, accountId: string): Promise<Client> {
  const token = (await createSession(t.context, { userId, accountId, client: 'web' })).access_token;
  return client(t.app, token);
}

/** The user's account in an enterprise. */
export async function enterpriseAccountOf(t: TestApp, userId: string, enterpriseId: string): Promise<string> {
  const rows = await t.context.database.db.select().from(accounts).where(eq(accounts.userId, userId));
  const account = rows.find((row) => row.enterpriseId === enterpriseId);
  if (!account) throw new Error(`user ${userId} is not in enterprise ${enterpriseId}`);
  return account.id;
}

/** Verifies a person through the API with the two-element check. */
export async function verifyPerson(person: TestPerson, identity: { name: string; idNumber: string }): Promise<void> {
  const started = await person.api.post('cb/assemble/auth/person/start', identity);
  if (started.status !== 200) throw new Error(`start failed: ${started.body}`);
  const verificationId = started.data.verificationId;
  const chosen = await person.api.post('cb/assemble/auth/person/method', { verificationId, method: 'TWO_ELEMENT' });
  if (chosen.status !== 200) throw new Error(`method failed: ${chosen.body}`);
  const done = await person.api.post('cb/assemble/auth/person/complete', { verificationId });
  if (done.data?.authStatus !== 'AUTH') throw new Error(`complete failed: ${done.body}`);
}

/** The mainland form for a sandbox enterprise. */
type TEnterpriseEntry = Pick<
  (typeof SANDBOX_MAINLAND_ENTERPRISES)[number],
  'name' | 'creditCode' | 'legalPersonName' | 'legalPersonIdNumber'
>;

export function mainlandForm(entry: TEnterpriseEntry, overrides: object = {}) {
  return {
    region: 'MAINLAND',
    enterpriseName: entry.name,
    certificateNumber: entry.creditCode,
    legalPersonName: entry.legalPersonName,
    legalPersonIdNumber: entry.legalPersonIdNumber,
    address: '北京市海淀区沙箱路1号',
    ...overrides,
  };
}

/** A verified person who verified a sandbox enterprise with the legal representative's face check. */
export async function createEnterprise(
  t: TestApp,
  entry: TEnterpriseEntry = testEnterprise(),
  identity: { name: string; idNumber: string } = testIdentity(),
): Promise<{
  owner: TestPerson;
  enterpriseId: string;
  admin: Client;
  adminAccountId: string;
  entry: TEnterpriseEntry;
}> {
  const owner = await newPerson(t);
  await verifyPerson(owner, identity);
  const started = await owner.api.post('cb/assemble/auth/enterprise/start', mainlandForm(entry));
  if (started.status !== 200) throw new Error(`enterprise start failed: ${started.body}`);
  const method = await owner.api.post('cb/assemble/auth/enterprise/method', {
    verificationId: started.data.verificationId,
    method: 'LEGAL_FACE',
  });
  if (method.status !== 200) throw new Error(`enterprise method failed: ${method.body}`);
  const back = await client(t.app).post('cb/assemble/auth/authBackPage', faceQuery(method.data.redirectUrl));
  if (back.status !== 200) throw new Error(`face check failed: ${back.body}`);
  const enterpriseId = back.data.enterpriseId as string;
  const adminAccountId = await enterpriseAccountOf(t, owner.userId, enterpriseId);
  return { owner, enterpriseId, admin: await actAs(t, owner.userId, adminAccountId), adminAccountId, entry };
}

/** The query of an /authBackPage?… URL as the body of the authBackPage call. */
export function faceQuery(redirectUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(redirectUrl, 'http://portal').searchParams);
}

/** A PNG (signature + padding) big enough for the sandbox's pretend OCR. */
export function samplePhoto(bytes = 2048): string {
  const png = Buffer.alloc(bytes, 7);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(png);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A new verified person added straight to an enterprise in the given role, acting as that account. */
export async function addMember(
  t: TestApp,
  enterpriseId: string,
  role = 'MEMBER',
): Promise<{ person: TestPerson; accountId: string; api: Client }> {
  const person = await newPerson(t);
  await verifyPerson(person, testIdentity());
  const accountId = await addEnterpriseMember(t.context.database.db, {
    userId: person.userId,
    enterpriseId,
    role,
    now: t.context.now(),
  });
  return { person, accountId, api: await actAs(t, person.userId, accountId) };
}

/** The amount the sandbox bank "paid" for a verification, read from its outbox. */
export async function remittedAmount(t: TestApp, verificationId: string): Promise<string> {
  const rows = await t.context.database.db
    .select()
    .from(identitySandboxOutbox)
    .where(eq(identitySandboxOutbox.reference, verificationId))
    .orderBy(desc(identitySandboxOutbox.createdAt));
  const payload = rows[0]?.payload as { amountYuan?: string } | undefined;
  if (!payload?.amountYuan) throw new Error(`no remittance for ${verificationId}`);
  return payload.amountYuan;
}
