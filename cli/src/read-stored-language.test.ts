// The language read without conf must be the one conf stored, from the file conf uses.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cliConfigFile } from './cli-config-file';
import { openCliConfig } from './cli-config';
import { readStoredLanguage } from './read-stored-language';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ecsign-lang-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  vi.unstubAllEnvs();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('cliConfigFile', () => {
  it("is conf's file, with ECSIGN_CONFIG_DIR and in the default folder", () => {
    const env = { ECSIGN_CONFIG_DIR: tempDir() };
    expect(cliConfigFile(env)).toBe(openCliConfig(env).path);
    vi.stubEnv('XDG_CONFIG_HOME', tempDir()); // conf (env-paths) reads the process environment
    expect(cliConfigFile({})).toBe(openCliConfig({}).path);
    expect(cliConfigFile({})).toBe(join(process.env.XDG_CONFIG_HOME!, 'ecsign-nodejs', 'config.json'));
  });
});

describe('readStoredLanguage', () => {
  it("reads what conf stored; ECSIGN_LANG wins; no file or a damaged one gives the locale's", async () => {
    const env = { ECSIGN_CONFIG_DIR: tempDir(), LANG: 'zh_CN.UTF-8' };
    expect(readStoredLanguage(env)).toBe('zh');
    expect(readStoredLanguage({ ...env, LANG: 'C' })).toBe('en');
    openCliConfig(env).set('language', 'zh-TW');
    expect(readStoredLanguage(env)).toBe('zh-TW');
    expect(readStoredLanguage({ ...env, LANG: 'C' })).toBe('zh-TW');
    expect(readStoredLanguage({ ...env, ECSIGN_LANG: 'en' })).toBe('en');
    writeFileSync(cliConfigFile(env), '{ not json');
    expect(readStoredLanguage(env)).toBe('zh');
  });
});
