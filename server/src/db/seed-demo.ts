// Demo data for a first start: a verified demo enterprise with an administrator, an HR user and
// two employees (personal accounts), and one internal platform staff member (user type INSIDE,
// logs in at /loginInternal). Runs only on an empty database, in one transaction.
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../modules/auth/password-hash';
import { seedDemoBusinessSetup } from '../modules/scenes/seed-demo-business-setup';
import { seedDemoEnterpriseSeals, seedDemoSignature } from '../modules/seals/seed-demo-seals';
import { grantDemoHrSeal } from '../modules/hr-batches/grant-demo-hr-seal';
import type { Database } from './open-database';

export interface DemoLogin {
  username: string;
  password: string;
  name: string;
  role: string;
}

export const DEMO_ENTERPRISE = { name: '演示科技有限公司', creditCode: '91350100M000100Y43' };

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { username: 'admin', password: 'Admin@2026', name: '王管理', role: 'enterprise administrator' },
  { username: 'hr', password: 'Hr@2026ec', name: '李人事', role: 'HR staff' },
  { username: 'zhangsan', password: 'Zhang@2026', name: '张三', role: 'employee' },
  { username: 'lisi', password: 'Lisi@2026', name: '李四', role: 'employee' },
  { username: 'ops', password: 'Ops@2026ec', name: '运营小王', role: 'internal platform staff (/loginInternal)' },
];

// The administrator is the enterprise's super administrator: the one who may operate roles (spec item P-roles-super-admin).
const ENTERPRISE_ROLE: Record<string, string | undefined> = { admin: 'SUPER_ADMIN', hr: 'HR' };
const DEMO_MOBILES: Record<string, string> = {
  admin: '13800000001',
  hr: '13800000002',
  zhangsan: '13800000003',
  lisi: '13800000004',
  ops: '13800000005',
};
/** Internal platform staff: user type INSIDE, their one account holds the INSIDE_STAFF role. */
const INSIDE_STAFF = new Set(['ops']);

/** Returns true when it seeded, false when the database already had users. */
export async function seedDemo(database: Database): Promise<boolean> {
  const hashes = await Promise.all(DEMO_LOGINS.map((login) => hashPassword(login.password)));
  return database.transaction(async (tx) => {
    const [{ count }] = (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM users')) as [
      { count: number },
    ];
    if (count > 0) return false;
    const enterpriseId = randomUUID();
    await tx.query(`INSERT INTO enterprises (id, name, credit_code, auth_status) VALUES ($1, $2, $3, 'AUTH')`, [
      enterpriseId,
      DEMO_ENTERPRISE.name,
      DEMO_ENTERPRISE.creditCode,
    ]);
    for (const [index, login] of DEMO_LOGINS.entries()) {
      const userId = randomUUID();
      const inside = INSIDE_STAFF.has(login.username);
      await tx.query(
        `INSERT INTO users (id, username, mobile, name, password_hash, user_owner_type) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          userId,
          login.username,
          DEMO_MOBILES[login.username],
          login.name,
          hashes[index],
          inside ? 'INSIDE' : 'OUTSIDE',
        ],
      );
      await tx.query(
        `INSERT INTO accounts (id, user_id, account_type, role, auth_status) VALUES ($1, $2, 'PERSONAL', $3, 'AUTH')`,
        [randomUUID(), userId, inside ? 'INSIDE_STAFF' : 'PERSONAL'],
      );
      if (!inside) await seedDemoSignature(tx, userId, login.name);
      const role = ENTERPRISE_ROLE[login.username];
      if (role) {
        const accountId = randomUUID();
        await tx.query(
          `INSERT INTO accounts (id, user_id, account_type, enterprise_id, role, auth_status) VALUES ($1, $2, 'ENTERPRISE', $3, $4, 'AUTH')`,
          [accountId, userId, enterpriseId, role],
        );
        await tx.query(`INSERT INTO enterprise_members (account_id, enterprise_id) VALUES ($1, $2)`, [
          accountId,
          enterpriseId,
        ]);
      }
    }
    await seedDemoEnterpriseSeals(tx, enterpriseId, DEMO_ENTERPRISE.name);
    await grantDemoHrSeal(tx, enterpriseId);
    await seedDemoBusinessSetup(tx, enterpriseId);
    return true;
  });
}
