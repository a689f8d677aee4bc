// `ecsign login`: interactive at a terminal (password with the picture captcha, or SMS), or
// `--token-stdin` for scripts. Either way the token is checked with getLoggedUserInfo before it
// is kept, and the server becomes the stored default.
import { isAppError } from '@ecsign/core/errors';
import { endpoints } from '@ecsign/core/endpoints';
import type { TLoggedUserInfo } from '@ecsign/core/model';
import type { TLoginUser } from '@ecsign/core/session';
import type { CliIo } from '../cli-io';
import { CliError, EXIT } from '../cli-error';
import type { CommandContext } from '../command-context';
import { parseTokenInput } from '../login/parse-token-input';
import type { TLoginMethod } from '../command-choices';
import { runInteractiveLogin } from '../login/run-interactive-login';
import { showPictureCaptcha } from '../login/show-picture-captcha';

export interface LoginOptions {
  tokenStdin?: boolean;
  method?: TLoginMethod;
}

export async function login(
  context: CommandContext,
  options: LoginOptions,
  io: Pick<CliIo, 'readStdin' | 'interactive' | 'prompts' | 'captchaDisplay' | 'out'>,
): Promise<string> {
  const { t } = context;
  let tokens: TLoginUser;
  if (options.tokenStdin) {
    const parsed = parseTokenInput(await io.readStdin());
    if (!parsed) throw new CliError(t('cliTokenInputInvalid'), EXIT.usage);
    tokens = parsed;
  } else {
    if (!io.interactive) throw new CliError(t('cliNeedsTerminal'), EXIT.usage);
    tokens = await runInteractiveLogin({
      api: context.api,
      prompts: io.prompts(),
      language: context.language,
      out: io.out,
      showCaptcha: (captcha) => showPictureCaptcha(captcha, io.captchaDisplay),
      method: options.method,
    });
  }
  return finishLogin(context, tokens);
}

/** Keeps a new login once the server confirms the token: the session, the user, the server. */
export async function finishLogin(context: CommandContext, tokens: TLoginUser): Promise<string> {
  const user = await userOf(context, tokens.access_token);
  await context.session.start({ ...tokens, receivedAt: context.now() });
  await context.session.saveUser(user);
  context.conf.set('server', context.server);
  return context.t('cliLoggedIn', { server: context.server, name: user.name, username: user.username });
}

/** Who the token belongs to; a token the server refuses is reported as such, not as an expiry. */
async function userOf(context: CommandContext, accessToken: string): Promise<TLoggedUserInfo> {
  try {
    return await context.connect({ accessToken }).call(endpoints.auth.loggedUserInfo);
  } catch (error) {
    if (isAppError(error) && error.code === 'SESSION_EXPIRED') {
      throw new CliError(context.t('cliTokenRefused'), EXIT.unauthenticated);
    }
    throw error;
  }
}
