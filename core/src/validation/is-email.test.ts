// Spec items this file exercises (docs/spec-items.md): V-email.
import { describe, expect, it } from 'vitest';
import { isEmail } from './is-email';

describe('isEmail', () => {
  it.each([
    'user@example.com',
    'zhang.san@qq.com',
    'first.last+tag@mail.example.com.cn',
    '12345@163.com',
    "o'brien@example.ie",
    'a@b-c.io',
    `${'a'.repeat(64)}@example.com`,
  ])('accepts %s', (text) => {
    expect(isEmail(text)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@localhost', // no dotted domain
    'user@example.c', // one-letter top-level domain
    'user@example.123',
    'user@@example.com',
    'user@exa mple.com',
    ' user@example.com',
    'user.@example.com',
    '.user@example.com',
    'us..er@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    '张三@example.com',
    `${'a'.repeat(65)}@example.com`, // local part over 64
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`, // over 254
  ])('refuses %j', (text) => {
    expect(isEmail(text)).toBe(false);
  });
});
