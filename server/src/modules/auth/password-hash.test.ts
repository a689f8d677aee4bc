import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../../test-support/legacy-scrypt-hash-for-tests';
import { hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashing', () => {
  it('stores new passwords as Argon2id with OWASP parameters (19 MiB, t=2, p=1) and a 16-byte salt', async () => {
    const hash = await hashPassword('Admin@2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await hashPassword('Admin@2026')).not.toBe(hash);
    expect(needsRehash(hash)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Zhang@2026');
    expect(await verifyPassword('Zhang@2026', hash)).toBe(true);
    expect(await verifyPassword('zhang@2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('treats composed and decomposed Unicode alike', async () => {
    const hash = await hashPassword('Caf\u00e9@2026x');
    expect(await verifyPassword('Cafe\u0301@2026x', hash)).toBe(true);
  });

  it('still verifies scrypt hashes of the first release, and asks for them to be re-hashed', async () => {
    const legacy = legacyScryptHash('Lisi@2026');
    expect(await verifyPassword('Lisi@2026', legacy)).toBe(true);
    expect(await verifyPassword('Lisi@2027', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  it('asks to re-hash Argon2id hashes with weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHRzYWx0$aGFzaA')).toBe(true);
  });

  it('matches nothing against unknown or malformed stored hashes', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x', '$argon2id$v=19$m=19456,t=2,p=1$$', 'scrypt$1$1$1$$']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
