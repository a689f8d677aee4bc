// Text from the server (contract names, people, enterprise names, error messages) is printed to a
// terminal, where escape sequences act: clear the screen, set the window title (OSC), rewrite
// earlier lines; a bidi override reverses what the eye reads. Every printer of server text passes
// it through terminalSafe: escape sequences and control characters go, line feeds and tabs stay.
import type { CliIo } from './cli-io';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const OSC = /\u001B\][^\u0007\u001B]*(?:\u0007|\u001B\\)?/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CSI = /(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]?/g;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const OTHER_ESCAPE = /\u001B[ -/]*[0-~]?/g;
// C0 (but line feed and tab), DEL, C1, and the bidi embeddings, overrides, isolates and marks.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with nothing a terminal would act on; line feeds and tabs kept. */
export function terminalSafe(text: string): string {
  return text
    .replace(OSC, '')
    .replace(CSI, '')
    .replace(OTHER_ESCAPE, '')
    .replace(CONTROLS, '')
    .replace(LONE_SURROGATE, '\uFFFD');
}

/** The same on one line: line feeds and tabs become spaces (a table cell). */
export function terminalSafeLine(text: string): string {
  return terminalSafe(text).replace(/[\n\t]/g, ' ');
}

/** The io with both output lines screened. */
export function screenedIo(io: CliIo): CliIo {
  // Copied with its accessors, not spread: `interactive` is a getter that makes process.stdin only
  // when a command asks (launch/run-process.ts).
  const screened = Object.defineProperties({}, Object.getOwnPropertyDescriptors(io)) as CliIo;
  return Object.assign(screened, {
    out: (text: string) => io.out(terminalSafe(text)),
    err: (text: string) => io.err(terminalSafe(text)),
  });
}
