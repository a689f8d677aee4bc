// Declares the `ecsign` commands. Each command calls core through the api client and returns
// text or throws; run-cli.ts maps failures to messages and exit codes.
import { Command, Option } from 'commander';
import type { CliIo } from './cli-io';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { status } from './commands/status';
import { whoami } from './commands/whoami';
import { createCommandContext } from './command-context';
import { LOGIN_METHODS, type TLoginMethod } from './login/run-interactive-login';
import { CLI_VERSION } from './version';

export type { CliIo } from './cli-io';

export function buildProgram(io: CliIo): Command {
  const program = new Command('ecsign')
    .description('ecsign electronic contract signing: batch sends, task lists, PDF signature checks')
    .version(CLI_VERSION, '-v, --version', 'print the version')
    .option('-s, --server <url>', 'server address (default: ECSIGN_SERVER, the stored one, or http://127.0.0.1:8080)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text.replace(/\n$/, '')),
      writeErr: (text) => io.out(text.replace(/\n$/, '')),
    });

  const context = () => createCommandContext(io, program.opts<{ server?: string }>().server);

  program
    .command('status')
    .description('check that the server answers, and show its version and database')
    .action(async () => {
      const { api, server } = context();
      io.out(await status(api, server));
    });

  program
    .command('login')
    .description('log in: asks for password and picture captcha, or an SMS code (or reads a token from stdin)')
    .option('--token-stdin', 'read an access token, or a token pair as JSON, from standard input (for scripts)')
    .addOption(new Option('--method <method>', 'skip the question how to log in').choices(LOGIN_METHODS))
    .action(async (options: { tokenStdin?: boolean; method?: TLoginMethod }) => {
      io.out(await login(context(), options, io));
    });

  program
    .command('whoami')
    .description('show who is logged in: name, active account, permissions (exit 4 when no one is)')
    .option('--json', "print the server's answer as JSON")
    .action(async (options: { json?: boolean }) => {
      io.out(await whoami(context(), options));
    });

  program
    .command('logout')
    .description('end the session on the server and forget it here (also when the server is unreachable)')
    .action(async () => {
      io.out(await logout(context()));
    });

  return program;
}
