import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Conf from 'conf';
import { clearExpiredSession, createSessionStore } from '@ecsign/core/session';
import { afterEach, describe, expect, it } from 'vitest';
import { confSessionStorage } from './conf-session-storage';

describe('confSessionStorage', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const openConf = (dir: string) =>
    new Conf<{ session?: Record<string, string> }>({ projectName: 'ecsign-test', cwd: dir });

  it('keeps the session in the config file across runs and clears exactly the expired parts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-conf-'));
    dirs.push(dir);
    const first = createSessionStore(confSessionStorage(openConf(dir)));
    await first.set('loginUser', { access_token: 'abc' });
    await first.set('userOwnerType', 'OUTSIDE');
    await first.setLanguage('en');

    const again = createSessionStore(confSessionStorage(openConf(dir)));
    expect(await again.get('loginUser')).toEqual({ access_token: 'abc' });
    expect(await again.getLanguage()).toBe('en');
    expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).session.loginUser).toBe('{"access_token":"abc"}');

    await clearExpiredSession(again);
    expect(await again.get('loginUser')).toBeUndefined();
    expect(await again.get('userOwnerType')).toBe('OUTSIDE');
  });

  it('reads a hand-damaged value as absent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ecsign-conf-'));
    dirs.push(dir);
    const conf = openConf(dir);
    conf.set('session', { loginUser: '{not json' });
    expect(await createSessionStore(confSessionStorage(conf)).get('loginUser')).toBeUndefined();
  });
});
