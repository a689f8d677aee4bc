import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes the pid into ecsign.lock and removes it on release', () => {
    const dir = fresh();
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'ecsign.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'ecsign.lock'))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const dir = fresh();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dir, 'ecsign.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${other.pid}`);
    } finally {
      other.kill();
    }
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'ecsign.lock'), '2147483646');
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'ecsign.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('names a folder it cannot create', () => {
    const file = join(fresh(), 'a-file');
    writeFileSync(file, '');
    expect(() => acquireDataDirLock(join(file, 'data'))).toThrow(/is not readable and writable/);
  });
});
