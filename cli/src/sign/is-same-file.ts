// `ecsign sign` never modifies its input: the output must be another file — not the same path,
// nor the same file reached through a link.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';

/** True when `output` names the file `input` names. */
export function isSameFile(input: string, output: string): boolean {
  if (resolve(input) === resolve(output)) return true;
  try {
    const [a, b] = [statSync(input), statSync(output)];
    return a.dev === b.dev && a.ino === b.ino;
  } catch {
    return false; // the output does not exist yet (or the input does not: reading it will say so)
  }
}
