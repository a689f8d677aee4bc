import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config';

describe('ECSIGN_ROLE', () => {
  it('defaults to all and takes web or worker with PostgreSQL', () => {
    expect(parseConfig({}).ECSIGN_ROLE).toBe('all');
    const url = 'postgres://u:p@db:5432/ecsign';
    expect(parseConfig({ ECSIGN_ROLE: 'web', DATABASE_URL: url }).ECSIGN_ROLE).toBe('web');
    expect(parseConfig({ DATABASE_URL: url }, ['--ecsign-role=worker']).ECSIGN_ROLE).toBe('worker');
  });

  it('refuses a role other than all on the embedded database, and unknown roles', () => {
    expect(() => parseConfig({ ECSIGN_ROLE: 'worker' })).toThrow(ConfigError);
    expect(() => parseConfig({ ECSIGN_ROLE: 'web' })).toThrow(/ECSIGN_ROLE: web needs DATABASE_URL/);
    expect(() => parseConfig({ ECSIGN_ROLE: 'boss', DATABASE_URL: 'postgres://db/x' })).toThrow(/ECSIGN_ROLE/);
  });
});
