// `ecsign hr` as people run it, against the built server: at a terminal (a real pseudo-terminal,
// tests/support/pty.ts) with its spinner and progress bar, and piped as in CI. An .xlsx list goes
// up as a real multipart upload and its batch is followed to the end; a long list cut short with
// Ctrl-C tells how to continue, and `--resume` then sends exactly the rows that were missing;
// `hr status --wait` follows a batch at the terminal and in a log; `hr results --json | head -1`
// ends quietly. A small proxy in front of the server holds back a chosen request, so the Ctrl-C
// lands while the upload is under way however fast or slow the machine is.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { computeIdCardCheckDigit } from '@ecsign/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHrTemplate, loginToken } from '../support/hr-template.mjs';
import { plainText } from '../support/pty';
import { ECSIGN_BIN, ecsignInPty, ecsignPiped } from '../support/pty-cli';
import { startBuiltServer, type BuiltServer } from '../support/start-built-server';

const HEADER = ['业务ID', '姓名', '手机号', '身份证号', '月薪', '岗位'];
/** The two employees the demo data registers; any other mobile fails as "no such user". */
const ZHANG = ['张三', '13800000003', '11010519491231002X'];
const LI = ['李四', '13800000004', '110105198001010016'];
const SPINNER = /[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/;

/** A row for someone not registered: a valid mobile and ID number that fail only on sending. */
function strangerRow(n: number): string[] {
  const first17 = `110105${1980 + (n % 20)}0101${String(n % 1000).padStart(3, '0')}`;
  return [`BIG-${n}`, `员工${n}`, `137${String(n).padStart(8, '0')}`, first17 + computeIdCardCheckDigit(first17)];
}

/** An .xlsx workbook of one sheet with these rows, zipped by Python's zipfile as a spreadsheet app would. */
function writeXlsx(path: string, rows: string[][]): void {
  const cell = (text: string, ref: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const sheet = rows
    .map((row, i) => `<row r="${i + 1}">${row.map((text, j) => cell(text, `${'ABCDEF'[j]}${i + 1}`)).join('')}</row>`)
    .join('');
  const ns = 'http://schemas.openxmlformats.org';
  const relationship = (type: string, target: string) =>
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': relationship('officeDocument', 'xl/workbook.xml'),
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relationship('worksheet', 'worksheets/sheet1.xml'),
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`,
  };
  const zip = [
    'import json, sys, zipfile',
    "with zipfile.ZipFile(sys.argv[1], 'w', zipfile.ZIP_DEFLATED) as z:",
    '    for name, text in json.load(sys.stdin).items(): z.writestr(name, text)',
  ].join('\n');
  execFileSync('python3', ['-c', zip, path], { input: JSON.stringify(files) });
}

interface HoldingProxy {
  url: string;
  /** Requests matching this are held unanswered (the upload seems to hang there). */
  hold: ((request: IncomingMessage) => boolean) | undefined;
  /** Resolves at the next request held. */
  nextHeld(): Promise<void>;
  /** Cuts the held requests off, as a network that dropped them would. */
  dropHeld(): void;
  close(): Promise<void>;
}

/** A pass-through proxy to `target` that can hold requests back. */
async function holdingProxy(target: string): Promise<HoldingProxy> {
  const held: ServerResponse[] = [];
  let onHeld: (() => void) | undefined;
  const proxy: Server = createServer((incoming, response) => {
    if (state.hold?.(incoming)) {
      held.push(response);
      onHeld?.();
      return;
    }
    const outgoing = request(new URL(incoming.url!, target), { method: incoming.method, headers: incoming.headers });
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    });
    outgoing.on('error', () => response.destroy());
    incoming.pipe(outgoing);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const state: HoldingProxy = {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    hold: undefined,
    nextHeld: () => new Promise<void>((resolve) => (onHeld = resolve)),
    dropHeld: () => held.splice(0).forEach((response) => response.socket?.destroy()),
    close: () => {
      state.dropHeld();
      proxy.closeAllConnections();
      return new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
  return state;
}

describe('ecsign hr at a terminal and in CI', () => {
  let server: BuiltServer;
  let proxy: HoldingProxy;
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-hr-terminal-'));
  // English by the locale, as a person's terminal or a CI runner would set it.
  const env = { ECSIGN_CONFIG_DIR: dir, LANG: 'C.UTF-8' };
  const ecsign = (...args: string[]) => ['--server', proxy.url, ...args];
  let templateId = '';
  let bigBatchId = '';

  beforeAll(async () => {
    server = await startBuiltServer();
    proxy = await holdingProxy(server.url);
    const adminToken = await loginToken(server.url, 'admin', 'Admin@2026');
    templateId = await createHrTemplate(server.url, adminToken);
    const hrToken = await loginToken(server.url, 'hr', 'Hr@2026ec');
    const login = await ecsignPiped(ecsign('login', '--token-stdin'), env, hrToken);
    expect(login.code, login.stderr).toBe(0);
  }, 150_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends an .xlsx list at the terminal: spinner, progress, summary table, results file', async () => {
    const list = join(dir, 'team.xlsx');
    writeXlsx(list, [HEADER, ['X-1', ...ZHANG, '8000', '工程师'], ['X-2', ...LI, '9000', '设计师']]);
    const run = ecsignInPty(ecsign('hr', 'send', list, '--template', templateId), env);
    const { code, signal } = await run.exit;
    const shown = plainText(run.output());
    expect({ code, signal }, shown).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(SPINNER);
    expect(shown).toMatch(/batch \S+: 2 contracts/);
    expect(shown).toMatch(/finished\n2 sent, 0 failed of 2\nTotal +Sent +Failed +Cancelled +Waiting\n2 +2 +0 +0 +0\n/);
    expect(shown).toContain(`results written to ${join(dir, 'team-results.csv')}`);
    expect(readFileSync(join(dir, 'team-results.csv'), 'utf8')).toMatch(/X-2,李四,13800000004,SENT,HT\d+/);
  }, 180_000);

  it('follows a batch with `hr status --wait` at the terminal and in a CI log (no colours, no spinner)', async () => {
    const list = join(dir, 'later.xlsx');
    writeXlsx(list, [HEADER, ['W-1', ...ZHANG, '8100', '工程师']]);
    const sent = await ecsignPiped(ecsign('hr', 'send', list, '--template', templateId, '--no-wait'), env);
    expect(sent.code, sent.stderr).toBe(0);
    const batchId = /^batch (\S+): 1 contracts$/m.exec(sent.stderr)![1]!;

    const atTerminal = ecsignInPty(ecsign('hr', 'status', batchId, '--wait'), env);
    expect(await atTerminal.exit, plainText(atTerminal.output())).toEqual({ code: 0, signal: null });
    expect(plainText(atTerminal.output())).toContain(`${batchId}  later  finished\n1 sent, 0 failed of 1`);

    const inLog = await ecsignPiped(ecsign('hr', 'status', batchId, '--wait'), env);
    expect(inLog.code, inLog.stderr).toBe(0);
    expect(inLog.stderr).toContain('[########################] 100%  1/1  1 sent, 0 failed of 1');
    expect(inLog.stdout).toContain('1 sent, 0 failed of 1');
    expect(inLog.stdout + inLog.stderr).not.toMatch(/\x1b|[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏]/); // eslint-disable-line no-control-regex
  }, 120_000);

  it('Ctrl-C during the upload tells how to resume, and --resume sends only the rows that were missing', async () => {
    // 1,001 rows: two chunks. The second is held back, so the batch exists when Ctrl-C comes.
    const rows = [
      ['BIG-0', ...ZHANG],
      ...Array.from({ length: 999 }, (_, i) => strangerRow(i + 1)),
      ['BIG-1000', ...LI],
    ];
    const list = join(dir, 'big.csv');
    writeFileSync(list, [HEADER, ...rows.map((row) => [...row, '8000', '工程师'])].map((r) => r.join(',')).join('\n'));
    proxy.hold = (request) => request.method === 'POST' && /\/ecapi\/hr\/batch\/[^/]+\/rows/.test(request.url!);
    const held = proxy.nextHeld();
    const run = ecsignInPty(ecsign('hr', 'send', list, '--template', templateId), env);
    await held;
    const hint = await run.waitFor(/if interrupted, continue with: ecsign hr send \S+ --resume (\S+)/);
    bigBatchId = /--resume (\S+)/.exec(hint)![1]!;
    await run.waitFor(/\[#{24}\] {2}99% {2}1000\/1001 {2}uploading rows 1000\/1001/);
    const before = run.output().length;
    run.type('\x03');
    expect((await run.exit).signal).toBe(2); // SIGINT, as the shell expects of Ctrl-C
    expect(plainText(run.output().slice(before))).toContain(
      `if interrupted, continue with: ecsign hr send ${list} --resume ${bigBatchId}`,
    );
    proxy.dropHeld();
    proxy.hold = undefined;

    const resumed = ecsignInPty(ecsign('hr', 'send', list, '--resume', bigBatchId), env);
    const ended = await resumed.exit;
    const shown = plainText(resumed.output());
    // The 999 strangers have no account: their rows are sent too, and each number is invited by SMS.
    expect(ended, shown).toEqual({ code: 0, signal: null });
    expect(shown).toContain('1001 sent, 0 failed of 1001');
    const csv = readFileSync(join(dir, 'big-results.csv'), 'utf8');
    for (const id of ['BIG-0', 'BIG-1', 'BIG-999', 'BIG-1000'])
      expect(csv.match(new RegExp(`^\\d+,${id},`, 'gm')), id).toHaveLength(1);
    expect(csv).toMatch(/BIG-1000,李四,13800000004,SENT,HT\d+/);
  }, 300_000);

  it('`hr results --json | head -1` ends quietly', async () => {
    expect(bigBatchId).not.toBe('');
    const errors = join(dir, 'results.err');
    const pipeline = 'set -o pipefail; "$@" 2>"$ERRORS" | head -1';
    // Run asynchronously: the proxy in this process must keep answering meanwhile.
    const { stdout } = await promisify(execFile)(
      'bash',
      ['-c', pipeline, 'bash', process.execPath, ECSIGN_BIN, ...ecsign('hr', 'results', bigBatchId, '--json')],
      { env: { ...process.env, ...env, ERRORS: errors }, encoding: 'utf8' },
    );
    expect(stdout).toBe('{\n');
    expect(readFileSync(errors, 'utf8')).toBe('');
  }, 120_000);
});
