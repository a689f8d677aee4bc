// Test fixture for the code-based flows: a test app with its own data folder (the outbox files
// land there), the sandbox outbox API switched on, and helpers that send a code and read it back
// the way the end-to-end test does, through GET dev/outbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TAuthCodeScene } from '@ecsign/core/model';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './build-test-app';

export interface OutboxTestApp extends TestApp {
  dataDir: string;
  /** POST message/sendEcAuthCode; returns the reply. */
  sendCode(
    mobile: string,
    scene: TAuthCodeScene,
    options?: { token?: string; remoteAddress?: string },
  ): Promise<LightMyRequestResponse>;
  /** The code of the newest message to a number or address, or undefined when none was sent. */
  latestCode(to: string): Promise<string | undefined>;
  /** How many messages went to a number or address. */
  outboxCount(to: string): Promise<number>;
}

export async function buildOutboxTestApp(env: Record<string, string> = {}): Promise<OutboxTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ecsign-outbox-'));
  const t = await buildTestApp({ DATA_DIR: dataDir, ECSIGN_SANDBOX_OUTBOX_API: '1', ...env });
  const outbox = async (to: string) => {
    const reply = await t.app.inject({ method: 'GET', url: '/ecapi/dev/outbox', query: { to, limit: '50' } });
    if (reply.statusCode !== 200) throw new Error(`dev/outbox failed: ${reply.body}`);
    return reply.json().data.records as { code: string | null }[];
  };
  return {
    ...t,
    dataDir,
    sendCode: (mobile, scene, options = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/ecapi/message/sendEcAuthCode',
        payload: { mobile, scene },
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
        remoteAddress: options.remoteAddress,
      }),
    latestCode: async (to) => (await outbox(to))[0]?.code ?? undefined,
    outboxCount: async (to) => (await outbox(to)).length,
    close: async () => {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
