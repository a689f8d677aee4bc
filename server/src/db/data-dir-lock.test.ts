import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bundleChildScript, type ChildScript } from '../test-support/bundle-child-script';
import { acquireDataDirLock, DataDirError, processStartTime } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  let holderScript: ChildScript;
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-lock-'));
    dirs.push(dir);
    return dir;
  };
  const started = (child: ChildProcess, line?: string) => {
    children.push(child);
    return new Promise<void>((resolve, reject) => {
      if (!line) return child.once('spawn', () => resolve());
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(line) && resolve());
      child.once('exit', (code) => reject(new Error(`child exited (${code}) before "${line}"`)));
    });
  };
  beforeAll(async () => {
    holderScript = await bundleChildScript('src/db/crash-test/data-dir-lock-holder.ts');
  }, 60_000);
  afterAll(() => holderScript?.remove());
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  });

  it('writes the pid and its start time into ecsign.lock and removes it on release', () => {
    const dir = fresh();
    const lock = acquireDataDirLock(dir);
    const [pid, start] = readFileSync(join(dir, 'ecsign.lock'), 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    expect(start).toBe(processStartTime(process.pid));
    expect(start).toBeTruthy();
    lock.release();
    expect(existsSync(join(dir, 'ecsign.lock'))).toBe(false);
  });

  it('reads a live process’s start time, and none for a process that is gone', async () => {
    const sleeper = spawn('sleep', ['30']);
    await started(sleeper);
    expect(processStartTime(sleeper.pid!)).toBeTruthy();
    expect(processStartTime(sleeper.pid!)).not.toBe(processStartTime(process.pid));
    expect(processStartTime(2147483646)).toBeUndefined();
  });

  it('refuses a folder held by a live server process', async () => {
    const dir = fresh();
    const holder = spawn(process.execPath, [holderScript.path], {
      env: { ...process.env, HOLDER_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await started(holder, 'held');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirError);
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${holder.pid}`);
  });

  it('takes over the lock of a dead server whose pid now belongs to another live process', async () => {
    const dir = fresh();
    // The dead server's lock: its pid (now reused by an unrelated `sleep`) and its own start time.
    const sleeper = spawn('sleep', ['30']);
    await started(sleeper);
    const deadServerStart = `${processStartTime(process.pid)!.split(':')[0]}:1`;
    writeFileSync(join(dir, 'ecsign.lock'), `${sleeper.pid}\n${deadServerStart}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'ecsign.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
    expect(sleeper.exitCode).toBeNull();
  });

  it('keeps refusing an older server’s lock (pid only) while that pid lives', async () => {
    const dir = fresh();
    const other = spawn('sleep', ['30']);
    await started(other);
    writeFileSync(join(dir, 'ecsign.lock'), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${other.pid}`);
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'ecsign.lock'), '2147483646\nboot:1\n');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'ecsign.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('names a folder it cannot create', () => {
    const file = join(fresh(), 'a-file');
    writeFileSync(file, '');
    expect(() => acquireDataDirLock(join(file, 'data'))).toThrow(/is not readable and writable/);
  });
});
