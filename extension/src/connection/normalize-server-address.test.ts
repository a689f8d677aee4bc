import { describe, expect, it } from 'vitest';
import { normalizeServerAddress } from './normalize-server-address';

describe('normalizeServerAddress', () => {
  it.each([
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['  http://127.0.0.1:8080/  ', 'http://127.0.0.1:8080'],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://Sign.Example.com/ecsign//', 'https://sign.example.com/ecsign'],
    ['HTTPS://sign.example.com:443', 'https://sign.example.com'],
  ])('reads %j as %j', (input, expected) => {
    expect(normalizeServerAddress(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    'ftp://example.com',
    'file:///etc/passwd',
    'http://',
    'http://user:pw@example.com',
    'http://a.b/?x=1',
    'http://a.b/#x',
  ])('refuses %j', (input) => {
    expect(normalizeServerAddress(input)).toBeUndefined();
  });
});
