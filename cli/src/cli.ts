// Declares the `ecsign` commands. Each command calls core through the api client and returns
// text or throws; main.ts maps failures to messages and exit codes.
import { Command } from 'commander';
import { openCliConfig, resolveLanguage, resolveServer } from './cli-config';
import { createCliApi } from './create-cli-api';
import { status } from './commands/status';
import { CLI_VERSION } from './version';

export interface CliIo {
  out(text: string): void;
  env: NodeJS.ProcessEnv;
}

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

  const context = () => {
    const config = openCliConfig(io.env);
    const server = resolveServer(program.opts<{ server?: string }>().server, io.env, config.get('server'));
    const language = resolveLanguage(io.env, config.get('language'));
    return { config, server, language, api: createCliApi({ server, language }) };
  };

  program
    .command('status')
    .description('check that the server answers, and show its version and database')
    .action(async () => {
      const { api, server } = context();
      io.out(await status(api, server));
    });

  return program;
}
