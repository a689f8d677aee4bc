// Entry of the built CLI: the real terminal, network and standard input, handed to runCli.
import { tmpdir } from 'node:os';
import { runCli } from './run-cli';
import { inquirerPrompts } from './login/login-prompts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// Node 20 flags WebCrypto's Ed448 as experimental each time a signature uses it; for `ecsign
// verify` that is noise on standard error, not something the person can act on.
const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
process.emitWarning = ((warning: unknown, ...rest: unknown[]) => {
  const text = warning instanceof Error ? warning.message : String(warning);
  if (/Ed448.*experimental/.test(text)) return;
  emitWarning(warning, ...rest);
}) as typeof process.emitWarning;

const { stdin, stdout } = process;
process.exitCode = await runCli(process.argv, {
  out: (text) => stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  env: process.env,
  readStdin,
  interactive: Boolean(stdin.isTTY && stdout.isTTY),
  prompts: inquirerPrompts,
  stdoutIsTTY: Boolean(stdout.isTTY),
  progressStream: process.stderr.isTTY ? process.stderr : undefined,
  captchaDisplay: {
    tmpDir: tmpdir(),
    drawInTerminal: Boolean(stdout.isTTY && stdout.hasColors?.(2 ** 24)),
    columns: stdout.columns || 80,
  },
});
