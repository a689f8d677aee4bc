// What the CLI needs from the process it runs in. main.ts gives the real terminal, network and
// standard input; tests give scripted ones.
import type { LoginPrompts } from './login/login-prompts';
import type { CaptchaDisplay } from './login/show-picture-captcha';

export interface CliIo {
  /** A line for standard output. */
  out(text: string): void;
  /** A line for standard error. */
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** undici's fetch when absent. */
  fetch?: typeof fetch;
  now?: () => number;
  /** All of standard input, for --token-stdin. */
  readStdin(): Promise<string>;
  /** Standard input and output are a terminal, so questions can be asked. */
  interactive: boolean;
  prompts(): LoginPrompts;
  captchaDisplay: CaptchaDisplay;
  /** Standard output is a terminal: reports may be coloured (unless NO_COLOR is set). */
  stdoutIsTTY?: boolean;
  /** Where progress spinners go: standard error when it is a terminal, else nowhere. */
  progressStream?: NodeJS.WriteStream;
  /** The built CLI, run by `ecsign verify`'s worker threads; absent (tests of the sources): no workers. */
  verifyWorkerScript?: URL;
}
