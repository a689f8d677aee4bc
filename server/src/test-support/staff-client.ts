// Test helper: /ecapi clients for the demo logins — the internal staff member ops (logs in as
// INSIDE) and the outside demo users.
import type { TestApp } from './build-test-app';
import { client, type Client } from './test-people';

const PASSWORDS: Record<string, string> = {
  admin: 'Admin@2026',
  hr: 'Hr@2026ec',
  zhangsan: 'Zhang@2026',
  lisi: 'Lisi@2026',
  ops: 'Ops@2026ec',
};

/** A client that also tells its Authorization header (for raw uploads and downloads). */
export type DemoClient = Client & { authorization: string };

export async function demoClient(t: TestApp, username: keyof typeof PASSWORDS & string): Promise<DemoClient> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ecapi/token/accessToken',
    payload: { username, password: PASSWORDS[username], userOwnerType: username === 'ops' ? 'INSIDE' : 'OUTSIDE' },
  });
  const body = reply.json();
  if (body.status !== 200) throw new Error(`login as ${username} failed: ${reply.body}`);
  return { ...client(t.app, body.data.access_token), authorization: `Bearer ${body.data.access_token}` };
}
