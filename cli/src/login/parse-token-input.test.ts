import { describe, expect, it } from 'vitest';
import { parseTokenInput } from './parse-token-input';

const PAIR = {
  access_token: 'access-abcdefgh',
  refresh_token: 'refresh-abcdefgh',
  token_type: 'bearer',
  expires_in: 7200,
};

describe('parseTokenInput', () => {
  it.each([
    ['a bare token with a newline', 'access-abcdefgh\n', { access_token: 'access-abcdefgh' }],
    ['a bearer header value', 'Bearer access-abcdefgh', { access_token: 'access-abcdefgh' }],
    ['a token pair', JSON.stringify(PAIR), PAIR],
    ['the login reply envelope', JSON.stringify({ status: 200, message: 'success', data: PAIR }), PAIR],
    ['only the access token as JSON', '{"access_token":"access-abcdefgh"}', { access_token: 'access-abcdefgh' }],
  ])('reads %s', (_name, text, expected) => {
    expect(parseTokenInput(text)).toEqual(expected);
  });

  it.each([
    ['nothing', ''],
    ['blank lines', '\n \n'],
    ['two words', 'access abcdefgh'],
    ['a short word', 'abc'],
    ['broken JSON', '{"access_token":'],
    ['JSON without a token', '{"status":70000401,"message":"expired","data":null}'],
    ['an empty token', '{"access_token":""}'],
  ])('finds no token in %s', (_name, text) => {
    expect(parseTokenInput(text)).toBeUndefined();
  });
});
