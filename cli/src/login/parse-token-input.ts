// What `ecsign login --token-stdin` accepts on standard input: a bare access token (optionally
// "Bearer …"), a token pair as JSON, or the whole reply of token/accessToken or mobile/token
// ({"status":200,"data":{…}}), so a script can pipe a login reply straight in.
import { ZLoginUser, type TLoginUser } from '@ecsign/core/session';

const BARE_TOKEN = /^[\x21-\x7e]{8,4096}$/;

/** The tokens in `text`, or undefined when it holds none. */
export function parseTokenInput(text: string): TLoginUser | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return undefined;
    }
    const pair = ZLoginUser.safeParse(value);
    if (pair.success) return pair.data;
    const reply = ZLoginUser.safeParse((value as { data?: unknown } | null)?.data);
    return reply.success ? reply.data : undefined;
  }
  const token = trimmed.replace(/^Bearer\s+/i, '');
  return BARE_TOKEN.test(token) ? { access_token: token } : undefined;
}
