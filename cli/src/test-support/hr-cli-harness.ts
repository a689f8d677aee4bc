// The CLI as the HR command tests drive it: in-process against a scripted server, logged in with a
// token from standard input (unless the environment names an Open API app), in its own config
// folder, with what it printed collected. One harness for `ecsign hr` send and list-answer tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { CliIo } from '../cli-io';
import { runCli } from '../run-cli';
import { fakeServer, tokenPair, userInfoFor, type TRoute } from './fake-server';

const SERVER = 'http://ec.test';
const dirs: string[] = [];

/** Removes the config folders the harness made; for `afterEach`. */
export function removeHrCliDirs(): void {
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/** The columns of the template `t1` as `hr/batch/columns` answers them. */
export const hrTemplateColumns = (positionRequired: boolean) => ({
  templateId: 't1',
  templateName: '劳动合同',
  columns: [
    { key: 'salary', label: '月薪', type: 'AMOUNT_CN', required: true },
    { key: 'position', label: '岗位', type: 'TEXT', required: positionRequired },
  ],
});

export async function hrCli(
  routes: Record<string, TRoute>,
  options: { env?: Record<string, string>; language?: string; intercept?: (url: string) => Response | undefined } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-hr-'));
  dirs.push(dir);
  const server = fakeServer({ 'GET getLoggedUserInfo': userInfoFor(tokenPair(1).access_token), ...routes });
  const out: string[] = [];
  const err: string[] = [];
  const env: Record<string, string> = { ECSIGN_CONFIG_DIR: dir, ECSIGN_LANG: options.language ?? 'en', ...options.env };
  const io: CliIo = {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env,
    fetch: async (input, init) => options.intercept?.(String(input)) ?? server.fetch(input, init),
    now: () => 1_700_000_000_000,
    readStdin: async () => JSON.stringify({ status: 200, message: 'success', data: tokenPair(1) }),
    interactive: false,
    prompts: () => {
      throw new Error('no questions expected');
    },
    captchaDisplay: { tmpDir: dir, drawInTerminal: false, columns: 80 },
  };
  const run = (args: string[]) => runCli(['node', 'ecsign', '--server', SERVER, ...args], io);
  if (!env.ECSIGN_APP_ID) expect(await run(['login', '--token-stdin'])).toBe(0);
  out.length = 0;
  server.seen.length = 0;
  return { dir, run, out, err, seen: server.seen };
}
