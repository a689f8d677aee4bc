// `ecsign logout`: ends the stored session on the server that issued it (DELETE token/logout),
// then forgets it here — also when that server cannot be reached, in which case it says so, as
// the token then stays valid on the server until it expires.
import { endpoints } from '@ecsign/core/endpoints';
import { isAppError } from '@ecsign/core/errors';
import type { CommandContext } from '../command-context';

export async function logout(context: CommandContext): Promise<string> {
  const { t, session } = context;
  const tokens = await session.storedTokens();
  const server = session.storedServer();
  if (!tokens || !server) {
    await session.forget();
    return t('cliNothingToLogOut');
  }
  let revoked: boolean;
  try {
    await context.connect({ server, accessToken: tokens.access_token }).call(endpoints.auth.logout);
    revoked = true;
  } catch (error) {
    // An expired token is already dead on the server.
    revoked = isAppError(error) && error.code === 'SESSION_EXPIRED';
  }
  await session.forget();
  return revoked ? t('cliLoggedOut', { server }) : t('cliLoggedOutLocally', { server });
}
