// What both bundles' main() do (main.ts, the whole program; verify-main.ts, `ecsign verify` alone):
// give core the platform's native pieces, serve as a verify worker thread when started as one, and
// otherwise run the command line with the real terminal, network and standard input.
import { pbkdf2Sync } from 'node:crypto';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import type * as WorkerThreads from 'node:worker_threads';
import type * as Zlib from 'node:zlib';
import { usePlatformInflate, usePlatformPbkdf2 } from '@ecsign/core/pdf/platform';
import type { CliIo } from '../cli-io';
import { exitQuietlyOnClosedOutput } from '../exit-quietly-on-closed-output';
import { inquirerPrompts } from '../login/login-prompts';
import { VERIFY_WORKER_ARG, VERIFY_WORKER_ROLE } from '../verify/verify-worker-role';

/** A Node built-in loaded when first needed (each costs milliseconds of a start that may not use it). */
function builtin<T>(name: string): T {
  return createRequire(import.meta.url)(name) as T;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

// Node 20 flags WebCrypto's Ed448 as experimental each time a signature uses it; for `ecsign
// verify` that is noise on standard error, not something the person can act on.
function hideEd448Warning(): void {
  const emitWarning = process.emitWarning.bind(process) as (...args: unknown[]) => void;
  process.emitWarning = ((warning: unknown, ...rest: unknown[]) => {
    const text = warning instanceof Error ? warning.message : String(warning);
    if (/Ed448.*experimental/.test(text)) return;
    emitWarning(warning, ...rest);
  }) as typeof process.emitWarning;
}

/** Runs the command line of this process with `run` and sets its exit code. */
export async function runProcess(run: (argv: string[], io: CliIo) => Promise<number>): Promise<void> {
  hideEd448Warning();
  // Node's own zlib instead of cold JavaScript in core's PDF reader (see use-platform-inflate.ts
  // there): the same answers, sooner. Core finds Buffer's byte search by itself. Node's PBKDF2
  // opens a .p12 made by OpenSSL 3 (use-platform-pbkdf2.ts).
  usePlatformPbkdf2((password, salt, iterations, keyLength, hash) => {
    const key = pbkdf2Sync(password, salt, iterations, keyLength, hash);
    return new Uint8Array(key.buffer, key.byteOffset, key.byteLength);
  });
  // node:zlib (and node:stream under it) is loaded on the first stream to inflate, not at start:
  // milliseconds of every run, and many a PDF's signature check inflates nothing.
  let zlib: typeof Zlib | undefined;
  usePlatformInflate((input, maxOutput) => {
    zlib ??= builtin<typeof Zlib>('node:zlib');
    const out = zlib.inflateSync(input, { maxOutputLength: maxOutput });
    return new Uint8Array(out.buffer, out.byteOffset, out.byteLength);
  });
  // Either bundle serves as `ecsign verify`'s worker threads (verify/start-verify-worker.ts).
  // node:worker_threads is loaded only when the argument says this may be one (a person's run
  // pays nothing); the role in workerData decides, so the argument typed by hand does nothing.
  if (process.argv.includes(VERIFY_WORKER_ARG)) {
    // require, not import(): Node 20 refuses import() in the vm.Script the bundle runs as.
    const { isMainThread, workerData } = builtin<typeof WorkerThreads>('node:worker_threads');
    if (!isMainThread && (workerData as { role?: string } | undefined)?.role === VERIFY_WORKER_ROLE) {
      const { serveVerifyRequests } = await import('../verify/serve-verify-requests');
      return serveVerifyRequests();
    }
  }
  const { stdout } = process;
  exitQuietlyOnClosedOutput([stdout, process.stderr]);
  process.exitCode = await run(process.argv, {
    out: (text) => stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env: process.env,
    readStdin,
    // Asked only by the commands that may prompt: process.stdin is made on first use, and for a
    // file or pipe it loads streams, readline or net — milliseconds of an `ecsign verify` start.
    get interactive() {
      return Boolean(process.stdin.isTTY && stdout.isTTY);
    },
    prompts: inquirerPrompts,
    stdoutIsTTY: Boolean(stdout.isTTY),
    progressStream: process.stderr.isTTY ? process.stderr : undefined,
    // The launcher beside the bundle: a worker thread runs it as the main thread does.
    verifyWorkerScript: new URL('./ecsign.cjs', import.meta.url),
    captchaDisplay: {
      // Read when a captcha is shown: node:os is loaded on its first call (cli/build.mjs).
      get tmpDir() {
        return tmpdir();
      },
      drawInTerminal: Boolean(stdout.isTTY && stdout.hasColors?.(2 ** 24)),
      columns: stdout.columns || 80,
    },
  });
}
