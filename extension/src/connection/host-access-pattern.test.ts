import { describe, expect, it } from 'vitest';
import { hostAccessPattern } from './host-access-pattern';

describe('hostAccessPattern', () => {
  it('asks for the host on every port and path, keeping the scheme', () => {
    expect(hostAccessPattern('http://127.0.0.1:8080')).toBe('http://127.0.0.1/*');
    expect(hostAccessPattern('https://sign.example.com/ecsign')).toBe('https://sign.example.com/*');
  });
});
