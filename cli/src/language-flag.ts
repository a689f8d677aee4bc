// The value of the global `--lang` option, read from the arguments before commander parses them:
// a usage error found while parsing is itself reported in that language.
export function languageFlag(argv: readonly string[]): string | undefined {
  for (let i = 2; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') return undefined; // what follows is operands, not options
    if (arg === '--lang') return argv[i + 1];
    if (arg.startsWith('--lang=')) return arg.slice('--lang='.length);
  }
  return undefined;
}
