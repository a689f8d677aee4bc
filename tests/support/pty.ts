// Runs a program in a real pseudo-terminal, the way a person at a terminal runs it: its standard
// input, output and error are the terminal (isTTY, a width and height, Ctrl-C as a signal). Python's
// own `pty` module does the terminal work, so no native Node addon is needed; the relay below
// passes what the test types to the terminal and what the program writes back, and reports the
// program's process id first and its exit status last (as JSON lines on the relay's stderr).
import { spawn } from 'node:child_process';

const RELAY = String.raw`
import fcntl, json, os, pty, select, struct, sys, termios
columns, rows = int(sys.argv[1]), int(sys.argv[2])
command = sys.argv[3:]
pid, master = pty.fork()
if pid == 0:
    # Sized before the program starts, so it never sees a terminal without a width.
    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack('HHHH', rows, columns, 0, 0))
    os.execvp(command[0], command)
sys.stderr.write(json.dumps({'pid': pid}) + '\n')
sys.stderr.flush()
inputs = [master, 0]
while True:
    ready = select.select(inputs, [], [])[0]
    if master in ready:
        try:
            data = os.read(master, 65536)
        except OSError:
            data = b''
        if not data:
            break
        os.write(1, data)
    if 0 in ready:
        typed = os.read(0, 65536)
        if typed:
            os.write(master, typed)
        else:
            inputs.remove(0)
status = os.waitpid(pid, 0)[1]
code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else None
signal = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
sys.stderr.write(json.dumps({'code': code, 'signal': signal}) + '\n')
`;

/** What a program in the pseudo-terminal ended with: an exit code, or the signal that ended it. */
export interface PtyExit {
  code: number | null;
  /** The signal's number (2 SIGINT, 15 SIGTERM, 1 SIGHUP). */
  signal: number | null;
}

export interface PtySession {
  /** The program's process id. */
  readonly pid: Promise<number>;
  /** Everything the program wrote to the terminal so far, as the terminal received it. */
  output(): string;
  /** Types into the terminal ("\x03" is Ctrl-C, "\r" is Enter). */
  type(text: string): void;
  /**
   * Resolves once the output not yet matched by an earlier waitFor (colours and cursor moves left
   * out) matches, with that plain text up to the end of the match. Like `expect`, each wait starts
   * where the last one ended, so a question is answered only once it is really asked.
   */
  waitFor(pattern: RegExp | string): Promise<string>;
  readonly exit: Promise<PtyExit>;
}

export interface PtyOptions {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  columns?: number;
  rows?: number;
}

const ANSI = /\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b[=>78]/g; // eslint-disable-line no-control-regex

/** The text of terminal output: escape sequences left out, line ends as "\n". */
export function plainText(output: string): string {
  return output.replace(ANSI, '').replace(/\r+\n/g, '\n');
}

/** Starts `command` in a new pseudo-terminal of `columns` × `rows` characters. */
export function startInPty(command: string, args: string[], options: PtyOptions): PtySession {
  const { columns = 100, rows = 40 } = options;
  const relay = spawn('python3', ['-c', RELAY, String(columns), String(rows), command, ...args], {
    env: { ...options.env, PYTHONUNBUFFERED: '1' },
    cwd: options.cwd,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  /** How much of the plain text earlier waits have matched. */
  let matched = 0;
  let reports = '';
  const waiters = new Set<() => void>();
  const notify = () => waiters.forEach((check) => check());
  relay.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    notify();
  });
  relay.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    reports += chunk;
    notify();
  });
  const report = <T>(key: string) =>
    reports
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => key in entry) as T | undefined;
  const relayEnded = new Promise<number | null>((resolve) => relay.on('close', (code) => resolve(code)));

  const exit = relayEnded.then((code) => {
    const ended = report<PtyExit>('code');
    if (!ended) throw new Error(`the pty relay ended with ${code} without an exit status:\n${reports}`);
    return ended;
  });
  const pid = new Promise<number>((resolve, reject) => {
    const check = () => {
      const started = report<{ pid: number }>('pid');
      if (started) {
        waiters.delete(check);
        resolve(started.pid);
      }
    };
    waiters.add(check);
    check();
    void relayEnded.then(() => reject(new Error(`the pty relay ended before the program started:\n${reports}`)));
  });

  return {
    pid,
    output: () => output,
    type: (text) => relay.stdin.write(text),
    waitFor(pattern) {
      /** Where the match ends in `text`, or -1. */
      const matchEnd = (text: string) => {
        if (typeof pattern === 'string') {
          const at = text.indexOf(pattern);
          return at < 0 ? -1 : at + pattern.length;
        }
        const match = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(text);
        return match ? match.index + match[0].length : -1;
      };
      return new Promise<string>((resolve, reject) => {
        let done = false;
        const check = () => {
          const text = plainText(output);
          const end = matchEnd(text.slice(matched));
          if (end < 0) return;
          done = true;
          waiters.delete(check);
          const seen = text.slice(matched, matched + end);
          matched += end;
          resolve(seen);
        };
        waiters.add(check);
        check();
        // Whatever the program printed is the best clue when it ended without showing the pattern.
        void relayEnded.then(() => {
          check();
          waiters.delete(check);
          if (!done) reject(new Error(`ended without ${pattern}:\n${plainText(output).slice(matched)}`));
        });
      });
    },
    exit,
  };
}
