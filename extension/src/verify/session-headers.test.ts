// The session token is for the extension's own server: same origin only, never another site.
import { describe, expect, it } from 'vitest';
import { sessionHeadersFor } from './session-headers';

const SERVER = 'https://sign.example.com';

describe('sessionHeadersFor', () => {
  it('sends the bearer token to the configured server, whatever the path', () => {
    expect(sessionHeadersFor(`${SERVER}/ecapi/contract/plan/p1/document/d1/pdf`, SERVER, 'tok')).toEqual({
      Authorization: 'Bearer tok',
    });
    expect(sessionHeadersFor('http://127.0.0.1:8080/a.pdf', 'http://127.0.0.1:8080/ecsign', 'tok')).toEqual({
      Authorization: 'Bearer tok',
    });
  });

  it.each([
    ['another site', 'https://docs.example/a.pdf'],
    ['a look-alike host', 'https://sign.example.com.evil.example/a.pdf'],
    ['a subdomain', 'https://files.sign.example.com/a.pdf'],
    ['another port', 'https://sign.example.com:8443/a.pdf'],
    ['plain http', 'http://sign.example.com/a.pdf'],
    ['a local file', 'file:///home/me/Downloads/sign.example.com.pdf'],
    ['no URL at all', 'not a url'],
  ])('sends nothing to %s', (_, url) => {
    expect(sessionHeadersFor(url, SERVER, 'tok')).toEqual({});
  });

  it('sends nothing when logged out', () => {
    expect(sessionHeadersFor(`${SERVER}/a.pdf`, SERVER, undefined)).toEqual({});
  });
});
