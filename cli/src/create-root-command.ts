// The `ecsign` command itself, before any subcommand: its version, the options every command shares
// (--server, --lang) and where commander writes. Shared by the whole program (cli.ts) and by the
// program `ecsign verify` starts with (verify/build-verify-program.ts), so both parse these
// options, and print help and errors, the same way.
import { Command, Option } from 'commander';
import { LANGUAGES } from '@ecsign/core/i18n';
import type { CliIo } from './cli-io';
import { CLI_VERSION } from './version';

/** `io` is already screened (terminal-safe-text.ts): commander's output may quote what was typed. */
export function createRootCommand(io: Pick<CliIo, 'out'>): Command {
  return new Command('ecsign')
    .description('ecsign electronic contract signing: batch sends, task lists, PDF signature checks')
    .version(CLI_VERSION, '-v, --version', 'print the version')
    .option('-s, --server <url>', 'server address (default: ECSIGN_SERVER, the stored one, or http://127.0.0.1:8080)')
    .addOption(
      new Option(
        '--lang <language>',
        'language of messages and reports (default: ECSIGN_LANG, the stored one, else the locale: LC_ALL, LC_MESSAGES, LANG; English for C, POSIX or none)',
      ).choices(LANGUAGES),
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.out(text.replace(/\n$/, '')),
      writeErr: (text) => io.out(text.replace(/\n$/, '')),
    });
}
