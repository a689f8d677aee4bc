// The spinner `ecsign hr send` and `hr status --wait` show on a terminal. ora is ESM-only and the
// built CLI runs as a vm.Script, where a plain import() fails ("A dynamic import callback was not
// specified"), so it is loaded through importPackage like the other ESM packages.
//
// Lines said while it spins (`say`) are printed above it rather than into its line, and are
// printed again when Ctrl-C (or a hang-up or kill) ends the run: the spinner's redraws would
// otherwise leave the last thing on the screen a half-cleared line, and the line that matters
// then is the one telling how to continue (`--resume`).
import type * as OraModule from 'ora';
import { importPackage } from '../import-package';

export interface Spinner {
  text: string;
  /** A line for standard error, kept above the spinner and repeated should the run be ended. */
  say(line: string): void;
  stop(): void;
}

const ENDING_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** A spinner on `stream`, or none when there is no terminal to draw on. */
export async function startSpinner(stream: NodeJS.WriteStream | undefined, text = ''): Promise<Spinner | undefined> {
  // A terminal that reports no width (a pty nobody sized) makes ora clear lines forever.
  if (!stream?.columns) return undefined;
  const { default: ora } = await importPackage<typeof OraModule>('ora');
  // discardStdin would put standard input into raw mode, where Ctrl-C is no longer a signal.
  const spinner = ora({ stream, text, discardStdin: false }).start();
  const said: string[] = [];
  let stopped = false;

  const onSignal = (signal: NodeJS.Signals) => {
    stop();
    if (said.length > 0) stream.write(`\n${said.join('\n')}\n`);
    // The default ending for the signal (exit status 128 + its number, as a shell expects).
    process.kill(process.pid, signal);
  };
  function stop() {
    if (stopped) return;
    stopped = true;
    spinner.stop();
    for (const signal of ENDING_SIGNALS) process.off(signal, onSignal);
  }
  for (const signal of ENDING_SIGNALS) process.once(signal, onSignal);

  return {
    get text() {
      return spinner.text;
    },
    set text(next: string) {
      spinner.text = next;
    },
    say(line) {
      said.push(line);
      if (stopped) {
        stream.write(`${line}\n`);
        return;
      }
      spinner.clear();
      stream.write(`${line}\n`);
      spinner.render();
    },
    stop,
  };
}
