// The failure of a command that needs a login when there is none for this server (exit code 4).
import { CliError, EXIT } from '../cli-error';
import type { CommandContext } from '../command-context';

export function notLoggedIn(context: Pick<CommandContext, 'server' | 'session' | 't'>): CliError {
  const elsewhere = context.session.storedServer();
  const message =
    elsewhere && elsewhere !== context.server
      ? context.t('cliLoggedInElsewhere', { server: context.server, other: elsewhere })
      : context.t('cliNotLoggedIn', { server: context.server });
  return new CliError(message, EXIT.unauthenticated);
}
