// The one wrapper around a program: runs it and turns any failure into one line on standard
// error and an exit code (commands only return or throw). The whole program (run-cli.ts) and the
// verify-only one (verify-main.ts) run through it.
import type { CliIo } from './cli-io';
import { EXIT } from './cli-error';
import { languageFlag } from './language-flag';
import { readStoredLanguage } from './read-stored-language';
import { reportError } from './report-error';
import { terminalSafe } from './terminal-safe-text';

/** A program: commander's Command, or the verify-only bundle's plain check (plain-verify-line.ts). */
export interface Program {
  parseAsync(argv: string[]): Promise<unknown>;
}

/**
 * commander's own failures (usage errors, and --help or --version, which end with exit code 0).
 * Told by their code, not by instanceof CommanderError: this module does not load commander, which
 * the plain `ecsign verify` never needs.
 */
function commanderFailure(error: unknown): { exitCode: number } | undefined {
  const { code, exitCode } = (error ?? {}) as { code?: unknown; exitCode?: unknown };
  return typeof code === 'string' && code.startsWith('commander.') && typeof exitCode === 'number'
    ? { exitCode }
    : undefined;
}

/**
 * Runs `argv` (as process.argv: node, script, arguments…) through the program `build` makes (or
 * loads); answers the exit code.
 */
export async function runProgram(
  argv: string[],
  given: CliIo,
  build: (io: CliIo) => Program | Promise<Program>,
): Promise<number> {
  // --lang outranks ECSIGN_LANG; every reader of the language (resolve-language.ts) sees it there.
  const lang = languageFlag(argv);
  const io = lang ? { ...given, env: { ...given.env, ECSIGN_LANG: lang } } : given;
  try {
    await (await build(io)).parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    const fromCommander = commanderFailure(error);
    if (fromCommander?.exitCode === 0) return EXIT.ok; // --help, --version
    // Read without conf (see cli-config-file.ts); an unreadable settings file gives the default
    // language rather than hiding the error being reported.
    const { message, exitCode } = reportError(error, readStoredLanguage(io.env));
    // A command that already reported its error (as JSON, for --json) leaves only the exit code.
    const reported = (error as { reported?: unknown } | null)?.reported === true;
    if (!fromCommander && !reported) io.err(`ecsign: ${terminalSafe(message)}`);
    return exitCode;
  }
}
