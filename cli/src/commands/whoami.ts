// `ecsign whoami`: who the stored session belongs to, asked of the server (exit 4 when no one is
// logged in to it). `--json` prints the server's answer for scripts.
import { endpoints } from '@ecsign/core/endpoints';
import type { CommandContext } from '../command-context';
import { notLoggedIn } from '../session/not-logged-in';

export async function whoami(context: CommandContext, options: { json?: boolean } = {}): Promise<string> {
  const { t } = context;
  if (!(await context.session.tokens())) throw notLoggedIn(context);
  const user = await context.sessionApi.call(endpoints.auth.loggedUserInfo);
  await context.session.saveUser(user);
  if (options.json) return JSON.stringify(user, null, 2);
  const account = user.activeAccount;
  const accountType = t(account.accountType === 'ENTERPRISE' ? 'enterpriseAccount' : 'personalAccount');
  return [
    `${user.name} (${user.username})`,
    `${t('activeAccount')}: ${account.name} (${accountType})`,
    t('cliPermissionCount', { count: user.permissions.length }),
    `${t('serverUrl')}: ${context.server}`,
  ].join('\n');
}
